import { crc32, deflateSync } from "node:zlib";

/** A colour as [red, green, blue]. */
type Rgb = readonly [number, number, number];

export interface PictureColours {
  sky: Rgb;
  fairway: Rgb;
  green: Rgb;
}

function chunk(type: string, data: Uint8Array) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/**
 * A small landscape PNG for the demo clubs: sky, a fairway gradient, a putting green with its hole and a flag.
 * Drawn here so the demo needs no picture files and exercises the same storage path as an uploaded picture.
 */
export function demoClubPicture(colours: PictureColours, width = 320, height = 200): Uint8Array {
  const horizon = Math.round(height * 0.38);
  const green = { x: width * 0.62, y: height * 0.7, rx: width * 0.24, ry: height * 0.12 };
  const hole = { x: green.x, y: green.y + 2 };
  const pole = { x: Math.round(hole.x), top: Math.round(height * 0.28) };
  const pixel = (x: number, y: number): Rgb => {
    if (x >= pole.x && x <= pole.x + 1 && y >= pole.top && y <= hole.y) return [235, 235, 235];
    const flagRow = y - pole.top;
    if (
      flagRow >= 0 &&
      flagRow < 24 &&
      x > pole.x + 1 &&
      x < pole.x + 2 + 34 * (1 - Math.abs(flagRow - 12) / 12)
    )
      return [214, 48, 49];
    if (y < horizon) return mix(colours.sky, [255, 255, 255], y / horizon / 2);
    const onGreen = ((x - green.x) / green.rx) ** 2 + ((y - green.y) / green.ry) ** 2;
    if (((x - hole.x) / 5) ** 2 + ((y - hole.y) / 2.5) ** 2 <= 1) return [20, 30, 20];
    if (onGreen <= 1) return mix(colours.green, [255, 255, 255], (1 - onGreen) * 0.15);
    const stripe = Math.floor((x + y * 0.6) / 28) % 2 === 0 ? 0 : 0.06;
    return mix(colours.fairway, [0, 0, 0], ((y - horizon) / (height - horizon)) * 0.35 + stripe);
  };

  // Each row starts with filter byte 0 (none), then RGB triplets.
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, not interlaced
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(raw, { level: 9 })),
      chunk("IEND", new Uint8Array()),
    ]),
  );
}
