/**
 * Simplified land outlines as rings of "longitude,latitude" pairs, drawn on an equirectangular projection.
 * Coarse on purpose: a recognisable picture to choose a country from, a few hundred bytes of path data.
 */
const landmasses: string[] = [
  // North and Central America
  "-168,66 -140,70 -95,72 -80,64 -62,58 -55,50 -67,45 -76,35 -81,25 -97,26 -97,18 -88,15 -80,8 " +
    "-86,13 -105,20 -117,32 -124,40 -124,48 -135,58 -152,60 -165,62",
  "-73,78 -20,82 -20,70 -45,60 -55,65",
  // South America
  "-80,8 -60,10 -50,0 -35,-7 -40,-22 -58,-38 -68,-55 -75,-45 -71,-18 -81,-5",
  // Europe and Great Britain
  "-10,36 -9,43 -2,48 8,54 5,62 15,69 30,70 40,66 40,45 28,41 20,40 12,44 3,43",
  "-5,50 1,51 -2,56 -5,58 -6,55",
  // Africa
  "-17,21 -10,35 10,37 32,31 43,12 51,11 40,-15 35,-25 20,-35 12,-17 9,4 -8,4 -17,14",
  // Asia, with the Korean peninsula and the Indochinese coast
  "40,66 60,70 80,73 110,77 140,72 180,68 170,60 160,58 142,52 135,43 130,42 129.5,38 129.3,35.3 " +
    "126.5,34.5 126.2,37 125,39.5 122,40 121,37 122,31 121,25 110,21 108,21 106,18 109,12 105,9 " +
    "100,13 101,7 104,1.5 101,3 98,8 98,16 92,21 80,15 77,8 72,20 66,25 57,25 52,28 48,30 44,12 38,20 35,30 36,36 " +
    "28,41 40,45",
  // Japan
  "130,31 132,34 140,36 142,41 141,45 145,44 140,38 135,33",
  // Philippines (Luzon, Visayas and Mindanao)
  "120,18.5 122,18.5 122.5,14 124,13 121.5,13.5 120,15",
  "122,11.5 124,12.5 125.5,10 123,9.5",
  "122,8 126,9.5 126.5,6.5 124,6",
  // Borneo, Sumatra, Java, New Guinea
  "109,2 117,7 119,1 116,-4 110,-3",
  "95,5 106,-6 104,-5 98,1",
  "106,-6 114,-7 114,-8.5 106,-7.5",
  "131,-1 141,-2.5 150,-10 141,-9 137,-5",
  // Australia and New Zealand
  "113,-22 122,-18 130,-12 137,-12 142,-11 146,-19 153,-25 150,-37 140,-38 131,-31 115,-34",
  "172,-34 178,-38 174,-41 167,-46 171,-42",
];
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 500;

export const project = ([lon, lat]: [number, number]): [number, number] => [
  ((lon + 180) / 360) * MAP_WIDTH,
  ((90 - lat) / 180) * MAP_HEIGHT,
];

const parse = (ring: string) =>
  ring.split(" ").map((pair) => pair.split(",").map(Number) as [number, number]);

export const landPaths: string[] = landmasses.map(
  (ring) =>
    `M${parse(ring)
      .map(project)
      .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
      .join("L")}Z`,
);
