import type { ClubInput } from "contracts/domains/clubs/schemas";
import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import { basePath } from "../../app";
import type { AppContext } from "../../context";
import { demoClubPicture } from "../../db/demo-picture";
import { clubDetails } from "../../db/migrations/002-club-details";
import { permissionsFor } from "../../lib/club-roles";
import type { AccountDoc } from "../../repositories/accounts-repository";
import { type Harness, startHarness } from "../../testing/harness";

let h: Harness;
let owner: string;
let ownClubs: string[];

const validClub = (): ClubInput => ({
  country: "US",
  timeZone: "America/Los_Angeles",
  city: "Monterey",
  name: "Cypress Bay Links",
  holeCount: 18,
  courseType: "semiPrivate",
  totalLengthYards: 6_850,
  address: "1 Ocean Road, Monterey, CA",
  addressEn: "1 Ocean Road, Monterey, CA",
  phoneCode: "+1",
  phoneNumber: "8315550100",
  amenities: ["proShop", "restaurant", "proShop"],
  minPlayers: 2,
  caddie: "optional",
  cart: "required",
  notice: "  Aeration in March  ",
  description: "",
  precautions: "",
  courses: [{ name: "Ocean" }, { name: "Forest" }],
  greenFees: [
    { name: "Weekday", regularPriceCents: 15_000, additionalPriceCents: 2_000 },
    { name: "Weekend & holiday", regularPriceCents: 19_900, additionalPriceCents: 2_500 },
  ],
  teeUps: [
    { interval: 8, firstTeeUp: "06:00", lastTeeUp: "11:00" },
    { interval: 8, firstTeeUp: "11:30", lastTeeUp: "15:30" },
    { interval: 10, firstTeeUp: "16:00", lastTeeUp: "17:30" },
  ],
});

const insertAccount = (email: string, fields: Partial<AccountDoc> = {}) =>
  h.insertAccount({ email, lastName: "Owner", country: "United States", ...fields });

const imageFiles = () => h.db.collection("clubImages.files").countDocuments();
const imageForm = (file: File) => {
  const form = new FormData();
  form.append("image", file);
  return form;
};
const png = (
  bytes = demoClubPicture(
    { sky: [1, 2, 3], fairway: [4, 5, 6], green: [7, 8, 9], greenAt: 0.5, scenery: "river" },
    40,
    30,
  ),
) => new File([new Uint8Array(bytes)], "green.png", { type: "image/png" });

beforeAll(async () => {
  h = await startHarness({}, { demo: true });
  owner = await h.signIn("owner@example.com");
  const list = await h.call("GET", "/clubs", { token: owner });
  ownClubs = list.body.result.list.map((club: { clubId: string }) => club.clubId);
  // Seeding the demo takes seconds on a busy machine.
}, 30_000);
afterAll(() => h.stop());

describe("GET /clubs", () => {
  test("an owner sees their clubs as 'owner', with the demo pictures' URLs", async () => {
    const res = await h.call("GET", "/clubs", { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.result.list).toEqual([
      {
        clubId: expect.any(String),
        clubImage: expect.stringMatching(/^\/api\/v1\.0\/clubs\/[0-9a-f]{24}\/image\?v=[0-9a-f]{16}$/),
        clubName: "한빛 컨트리클럽",
        clubCity: "용인시",
        clubCountry: "KR",
        userRole: "owner",
      },
      expect.objectContaining({
        clubName: "Sân Golf Sài Gòn Riverside",
        clubCountry: "VN",
        userRole: "owner",
      }),
    ]);
  });

  test("an administrator sees every club as 'admin'; an employee sees their club with their role, or none", async () => {
    const other = await insertAccount("list-other@example.com");
    const created = await h.call("POST", "/clubs", {
      token: await h.signIn(other.email),
      body: { ...validClub(), name: "Someone Else's Club" },
    });
    expect(created.status).toBe(201);
    const admin = await h.call("GET", "/clubs", { token: await h.signIn("admin@example.com") });
    const names = admin.body.result.list.map((c: { clubName: string; userRole: string }) => [
      c.clubName,
      c.userRole,
    ]);
    expect(names).toEqual(
      expect.arrayContaining([
        ["한빛 컨트리클럽", "admin"],
        ["Sân Golf Sài Gòn Riverside", "admin"],
        ["Someone Else's Club", "admin"],
      ]),
    );
    const staff = await h.call("GET", "/clubs", { token: await h.signIn("staff@example.com") });
    expect(
      staff.body.result.list.map((c: { clubName: string; userRole: string }) => [c.clubName, c.userRole]),
    ).toEqual([["한빛 컨트리클럽", "프런트"]]);
    const loner = await insertAccount("list-loner@example.com", { kind: "employee" });
    const none = await h.call("GET", "/clubs", { token: await h.signIn(loner.email) });
    expect([none.status, none.body.result.list]).toEqual([200, []]);
    const ownerList = await h.call("GET", "/clubs", { token: owner });
    expect(ownerList.body.result.list.map((c: { clubName: string }) => c.clubName)).not.toContain(
      "Someone Else's Club",
    );
  });

  test("an account behind a gate gets 403 account_gate", async () => {
    const pending = await insertAccount("list-pending@example.com", { status: "pending" });
    const res = await h.call("GET", "/clubs", { token: await h.signIn(pending.email), lang: "vi" });
    expect([res.status, res.body]).toEqual([
      403,
      { code: "account_gate", message: translate("account_gate", "vi") },
    ]);
  });
});

describe("POST /clubs", () => {
  test("an owner adds a club; it is listed, and courses and green fees have ids", async () => {
    const res = await h.call("POST", "/clubs", { token: owner, body: validClub() });
    expect(res.status).toBe(201);
    const { clubId } = res.body.result;
    const club = await h.call("GET", `/clubs/${clubId}`, { token: owner });
    expect(club.status).toBe(200);
    expect(club.body.result).toMatchObject({
      clubId,
      name: "Cypress Bay Links",
      timeZone: "America/Los_Angeles",
      notice: "Aeration in March",
      amenities: ["proShop", "restaurant"],
      clubImage: null,
      teeUps: validClub().teeUps,
    });
    expect(club.body.result.courses).toEqual([
      { courseId: expect.stringMatching(/^[0-9a-f]{24}$/), name: "Ocean" },
      { courseId: expect.stringMatching(/^[0-9a-f]{24}$/), name: "Forest" },
    ]);
    expect(club.body.result.greenFees[1]).toEqual({
      greenFeeId: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: "Weekend & holiday",
      regularPriceCents: 19_900,
      additionalPriceCents: 2_500,
    });
    const list = await h.call("GET", "/clubs", { token: owner });
    expect(list.body.result.list.at(-1)).toMatchObject({
      clubId,
      clubName: "Cypress Bay Links",
      userRole: "owner",
    });
    const name = await h.call("GET", `/club?clubId=${clubId}`, { token: owner });
    expect(name.body.result).toEqual({ clubname: "Cypress Bay Links" });
  });

  test("employees and administrators get 403 forbidden; a business owner under review 403 account_gate", async () => {
    const before = await h.repos.clubs.collection.countDocuments();
    for (const [email, code] of [
      ["staff@example.com", "forbidden"],
      ["admin@example.com", "forbidden"],
      [(await insertAccount("create-pending@example.com", { status: "pending" })).email, "account_gate"],
    ] as const) {
      const res = await h.call("POST", "/clubs", {
        token: await h.signIn(email),
        body: validClub(),
        lang: "ko",
      });
      expect([email, res.status, res.body]).toEqual([
        email,
        403,
        { code, message: translate(code as never, "ko") },
      ]);
    }
    expect(await h.repos.clubs.collection.countDocuments()).toBe(before);
  });
});

test("adding a club, editing it and changing its picture land in its activity log, newest first", async () => {
  const created = await h.call("POST", "/clubs", {
    token: owner,
    body: { ...validClub(), name: "Audit Links" },
  });
  const { clubId } = created.body.result;
  await h.call("PUT", `/clubs/${clubId}`, { token: owner, body: { ...validClub(), name: "Audit Links II" } });
  const form = new FormData();
  form.append("image", png());
  await h.call("PUT", `/clubs/${clubId}/image`, { token: owner, raw: form });
  const trail = await h.call("GET", `/clubs/${clubId}/audit?entity=club`, { token: owner });
  expect(
    trail.body.result.list.map((entry: { action: string; summary: string; actor: { email: string } }) => [
      entry.action,
      entry.summary,
      entry.actor.email,
    ]),
  ).toEqual([
    ["update", 'Picture of "Audit Links II" replaced', "owner@example.com"],
    ["update", 'Club information of "Audit Links II" updated', "owner@example.com"],
    ["create", 'Club "Audit Links" created', "owner@example.com"],
  ]);
});

describe("validation: one translated message per field", () => {
  const issuesOf = async (body: unknown, lang: string) => {
    const res = await h.call("POST", "/clubs", { token: owner, body, lang });
    expect(res.status).toBe(422);
    return Object.fromEntries(
      res.body.issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]),
    );
  };
  const cases: [string, (club: ClubInput) => unknown, string, string][] = [
    ["no course", (club) => ({ ...club, courses: [] }), "courses", "course_required"],
    [
      "an empty course name",
      (club) => ({ ...club, courses: [{ name: "  " }] }),
      "courses.0.name",
      "course_required",
    ],
    ["no green fee", (club) => ({ ...club, greenFees: [] }), "greenFees", "fee_required"],
    [
      "a tee-up row ending before it starts",
      (club) => ({ ...club, teeUps: [{ interval: 8, firstTeeUp: "11:00", lastTeeUp: "06:00" }] }),
      "teeUps.0.lastTeeUp",
      "tee_up_time_invalid",
    ],
    [
      "overlapping tee-up rows",
      (club) => ({
        ...club,
        teeUps: [
          { interval: 8, firstTeeUp: "06:00", lastTeeUp: "11:00" },
          { interval: 8, firstTeeUp: "10:00", lastTeeUp: "12:00" },
        ],
      }),
      "teeUps.1.firstTeeUp",
      "tee_up_time_invalid",
    ],
    [
      "a time that is no time",
      (club) => ({ ...club, teeUps: [{ interval: 8, firstTeeUp: "25:00", lastTeeUp: "26:00" }] }),
      "teeUps.0.firstTeeUp",
      "tee_up_time_invalid",
    ],
    [
      "a fourth tee-up row",
      (club) => ({
        ...club,
        teeUps: [...club.teeUps, { interval: 8, firstTeeUp: "18:00", lastTeeUp: "19:00" }],
      }),
      "teeUps",
      "tee_up_limit",
    ],
    [
      "a time zone of another country",
      (club) => ({ ...club, timeZone: "Asia/Seoul" }),
      "timeZone",
      "invalid_value",
    ],
    ["no name", (club) => ({ ...club, name: "" }), "name", "required"],
    [
      "letters in the phone number",
      (club) => ({ ...club, phoneNumber: "555-0100" }),
      "phoneNumber",
      "digits_only",
    ],
    ["five players minimum", (club) => ({ ...club, minPlayers: 5 }), "minPlayers", "invalid_value"],
    ["an unknown amenity", (club) => ({ ...club, amenities: ["helipad"] }), "amenities.0", "invalid_value"],
    ["no amenities field", ({ amenities: _left, ...club }) => club, "amenities", "required"],
    [
      "a price in dollars",
      (club) => ({
        ...club,
        greenFees: [{ name: "Weekday", regularPriceCents: 150.5, additionalPriceCents: 0 }],
      }),
      "greenFees.0.regularPriceCents",
      "invalid_value",
    ],
  ];

  test.each(cases)("%s", async (_label, change, path, code) => {
    const before = await h.repos.clubs.collection.countDocuments();
    for (const lang of ["en", "vi"] as const) {
      const issues = await issuesOf(change(validClub()), lang);
      expect([path, issues[path]]).toEqual([path, translate(code as never, lang)]);
    }
    expect(await h.repos.clubs.collection.countDocuments()).toBe(before);
  });

  test("the spec's wording in English and Korean", async () => {
    const body = { ...validClub(), courses: [], greenFees: [] };
    expect(await issuesOf(body, "en")).toMatchObject({
      courses: "The 'course' field is required.",
      greenFees: "Please enter the fee information.",
    });
    const fourth = { ...validClub(), teeUps: [...validClub().teeUps, validClub().teeUps[0]] };
    expect((await issuesOf(fourth, "ko")).teeUps).toBe("티업은 최대 3개까지 등록할 수 있습니다.");
  });
});

describe("GET and PUT /clubs/:clubId", () => {
  test("an edit keeps the ids of the courses and green fees it carries; rows left out are gone", async () => {
    // A club of its own, with no bookings on the course the edit drops.
    const created = await h.call("POST", "/clubs", {
      token: owner,
      body: { ...validClub(), courses: [{ name: "동코스" }, { name: "서코스" }, { name: "남코스" }] },
    });
    const clubId = created.body.result.clubId as string;
    const before = (await h.call("GET", `/clubs/${clubId}`, { token: owner })).body.result;
    expect(before).toMatchObject({ country: "US", timeZone: "America/Los_Angeles", holeCount: 18 });
    const [east, , south] = before.courses;
    const { clubId: _id, clubImage: _image, createdAt: _c, updatedAt: _u, ...input } = before;
    const body = {
      ...input,
      name: "한빛 CC",
      courses: [
        { courseId: south.courseId, name: "남코스 (신)" },
        { courseId: east.courseId.toUpperCase(), name: east.name },
        { name: "북코스" },
      ],
      greenFees: [before.greenFees[1]],
    };
    const res = await h.call("PUT", `/clubs/${clubId}`, { token: owner, body });
    expect(res.status).toBe(200);
    expect(res.body.result.courses).toEqual([
      { courseId: south.courseId, name: "남코스 (신)" },
      { courseId: east.courseId, name: east.name },
      {
        courseId: expect.not.stringMatching(new RegExp(`${east.courseId}|${south.courseId}`)),
        name: "북코스",
      },
    ]);
    expect(res.body.result.greenFees).toEqual([before.greenFees[1]]);
    expect(res.body.result.clubImage).toBe(before.clubImage);
    expect(new Date(res.body.result.updatedAt).getTime()).toBeGreaterThan(
      new Date(before.updatedAt).getTime() - 1,
    );
    // The chrome's club name reads the same club.
    expect((await h.call("GET", `/club?clubId=${clubId}`, { token: owner })).body.result.clubname).toBe(
      "한빛 CC",
    );
    expect((await h.call("GET", `/clubs/${clubId}`, { token: owner })).body.result).toEqual(res.body.result);
  });

  test("ids that are not this club's rows answer 422 on that row and change nothing", async () => {
    const [clubId, otherClubId] = ownClubs;
    const other = (await h.call("GET", `/clubs/${otherClubId}`, { token: owner })).body.result;
    const before = (await h.call("GET", `/clubs/${clubId}`, { token: owner })).body.result;
    const { clubId: _id, clubImage: _image, createdAt: _c, updatedAt: _u, ...input } = before;
    const stolen = await h.call("PUT", `/clubs/${clubId}`, {
      token: owner,
      lang: "ko",
      body: {
        ...input,
        courses: [before.courses[0], { ...before.courses[0], name: "twice" }],
        greenFees: [other.greenFees[0]],
      },
    });
    expect(stolen.status).toBe(422);
    expect(stolen.body.issues).toEqual([
      { path: "courses.1.courseId", message: translate("invalid_value", "ko") },
      { path: "greenFees.0.greenFeeId", message: translate("invalid_value", "ko") },
    ]);
    expect((await h.call("GET", `/clubs/${clubId}`, { token: owner })).body.result).toEqual(before);
  });

  test("the owner of another club and an unrelated employee get 404; staff without the kind 403; a gated account 403", async () => {
    const [clubId] = ownClubs;
    const stranger = await insertAccount("stranger-owner@example.com");
    const loner = await insertAccount("stranger-employee@example.com", { kind: "employee" });
    const gated = await insertAccount("gated-owner@example.com", { emailVerifiedAt: null });
    for (const [email, status, code] of [
      [stranger.email, 404, "not_found"],
      [loner.email, 404, "not_found"],
      // The demo front desk holds no club information in this club.
      ["staff@example.com", 403, "forbidden"],
      [gated.email, 403, "account_gate"],
    ] as const) {
      const token = await h.signIn(email);
      const read = await h.call("GET", `/clubs/${clubId}`, { token, lang: "vi" });
      const write = await h.call("PUT", `/clubs/${clubId}`, { token, body: validClub(), lang: "vi" });
      for (const res of [read, write]) {
        expect([email, res.status, res.body]).toEqual([
          email,
          status,
          { code, message: translate(code, "vi") },
        ]);
      }
    }
    // An employee with no staff membership holds nothing; the front desk's role holds no club information.
    const club = await h.repos.clubs.findById(new ObjectId(clubId));
    const staff = await h.repos.accounts.findByEmail("staff@example.com");
    if (!staff || !club) throw new Error("demo data missing");
    expect(await permissionsFor({ repos: h.repos } as AppContext, loner, club)).toEqual({});
    const frontDesk = await permissionsFor({ repos: h.repos } as AppContext, staff, club);
    expect(frontDesk.CLUB_INFORMATION?.update ?? false).toBe(false);
    expect(frontDesk.RESERVATION?.create).toBe(true);
  });
});

describe("the club picture", () => {
  const upload = (clubId: string, file: File | FormData, lang = "en") =>
    h.call("PUT", `/clubs/${clubId}/image`, {
      token: owner,
      raw: file instanceof FormData ? file : imageForm(file),
      lang,
    });

  test("what is not a PNG, JPEG or WebP, or is too large, answers 422 and stores nothing", async () => {
    const [clubId] = ownClubs;
    const files = await imageFiles();
    const before = await h.repos.clubs.findById(new ObjectId(clubId));
    const cases: [string, File | FormData, string, string][] = [
      ["text called a PNG", new File(["hello"], "a.png", { type: "image/png" }), "image_type", "en"],
      ["a PDF", new File(["%PDF-1.7"], "a.pdf", { type: "application/pdf" }), "image_type", "ko"],
      ["a GIF", new File(["GIF89a"], "a.gif", { type: "image/gif" }), "image_type", "vi"],
      [
        "a PNG claiming to be JPEG",
        new File([await png().arrayBuffer()], "a.jpg", { type: "image/jpeg" }),
        "image_type",
        "en",
      ],
      ["an empty file", new File([], "a.png", { type: "image/png" }), "required", "en"],
      ["no file", new FormData(), "required", "vi"],
      [
        "a PNG over 2 MB",
        new File([new Uint8Array(2 * 1024 * 1024 + 1).fill(137, 0, 1)], "big.png", { type: "image/png" }),
        "image_too_large",
        "ko",
      ],
    ];
    for (const [label, file, code, lang] of cases) {
      const res = await upload(clubId ?? "", file, lang);
      expect([label, res.status, res.body.issues]).toEqual([
        label,
        422,
        [{ path: "image", message: translate(code as never, lang as "en") }],
      ]);
    }
    const huge = await upload(
      clubId ?? "",
      new File([new Uint8Array(4 * 1024 * 1024)], "huge.png", { type: "image/png" }),
    );
    expect([huge.status, huge.body.code]).toEqual([413, "payload_too_large"]);
    expect(await imageFiles()).toBe(files);
    expect(await h.repos.clubs.findById(new ObjectId(clubId))).toEqual(before);
  });

  test("upload, serve with ETag and caching, 304, replace, remove", async () => {
    const [, clubId] = ownClubs;
    const files = await imageFiles();
    const picture = png();
    const bytes = new Uint8Array(await picture.arrayBuffer());
    const res = await upload(clubId ?? "", picture);
    expect(res.status).toBe(200);
    const url: string = res.body.result.clubImage;
    expect(url).toMatch(new RegExp(`^/api/v1\\.0/clubs/${clubId}/image\\?v=[0-9a-f]{16}$`));
    // The previous picture (the demo one) is gone with the replacement.
    expect(await imageFiles()).toBe(files);

    // No bearer token: an <img> loads it.
    const served = await h.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const etag = served.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

    const unversioned = await h.app.request(`${basePath}/clubs/${clubId}/image`, {
      headers: { "if-none-match": `"other", ${etag}` },
    });
    expect([unversioned.status, unversioned.headers.get("cache-control"), await unversioned.text()]).toEqual([
      304,
      "public, no-cache",
      "",
    ]);
    const stale = await h.app.request(`${basePath}/clubs/${clubId}/image`, {
      headers: { "if-none-match": '"old"' },
    });
    expect(stale.status).toBe(200);

    const webp = new File([new Uint8Array([...new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 ")])], "b.webp", {
      type: "image/webp",
    });
    const replaced = await upload(clubId ?? "", webp);
    expect(replaced.body.result.clubImage).not.toBe(url);
    expect(await imageFiles()).toBe(files);
    const next = await h.app.request(replaced.body.result.clubImage, { headers: { "if-none-match": etag } });
    expect([next.status, next.headers.get("content-type")]).toEqual([200, "image/webp"]);

    const removed = await h.call("DELETE", `/clubs/${clubId}/image`, { token: owner });
    expect([removed.status, removed.body.result.clubImage]).toEqual([200, null]);
    expect(await imageFiles()).toBe(files - 1);
    expect((await h.app.request(url)).status).toBe(404);
    const list = await h.call("GET", "/clubs", { token: owner });
    expect(list.body.result.list.find((c: { clubId: string }) => c.clubId === clubId).clubImage).toBeNull();
  });

  test("a hostile picture form answers 4xx in the request language and stores nothing", async () => {
    const [clubId] = ownClubs;
    const files = await imageFiles();
    const before = await h.repos.clubs.findById(new ObjectId(clubId));
    const formWith = (...entries: [string, string | File][]) => {
      const form = new FormData();
      for (const [key, value] of entries) form.append(key, value);
      return form;
    };
    const bodies: [string, string | FormData, string | undefined][] = [
      ["JSON", JSON.stringify({ image: "x" }), "application/json"],
      ["a form without a boundary", "garbage", "multipart/form-data"],
      [
        "a truncated form",
        '--b\r\nContent-Disposition: form-data; name="image"\r\n\r\nb\r\n--',
        "multipart/form-data; boundary=b",
      ],
      ["two pictures", formWith(["image", png()], ["image", png()]), undefined],
      ["the picture as text", formWith(["image", "not a file"]), undefined],
      ["an unknown field", formWith(["image", png()], ["clubId", "x"]), undefined],
      ["a __proto__ field", formWith(["image", png()], ["__proto__", "x"]), undefined],
    ];
    for (const [index, [label, raw, contentType]] of bodies.entries()) {
      const lang = (["en", "ko", "vi"] as const)[index % 3] ?? "en";
      const res = await h.call("PUT", `/clubs/${clubId}/image`, { token: owner, raw, contentType, lang });
      expect([label, res.status >= 400 && res.status < 500, res.body.message]).toEqual([
        label,
        true,
        translate(res.body.code, lang),
      ]);
    }
    expect(await imageFiles()).toBe(files);
    expect(await h.repos.clubs.findById(new ObjectId(clubId))).toEqual(before);
  });

  test("only callers who may update the club change its picture", async () => {
    const [clubId] = ownClubs;
    const files = await imageFiles();
    for (const [email, status] of [
      ["staff@example.com", 403],
      [(await insertAccount("image-stranger@example.com")).email, 404],
    ] as const) {
      const token = await h.signIn(email);
      const put = await h.call("PUT", `/clubs/${clubId}/image`, { token, raw: imageForm(png()) });
      const del = await h.call("DELETE", `/clubs/${clubId}/image`, { token });
      expect([email, put.status, del.status]).toEqual([email, status, status]);
    }
    expect(await imageFiles()).toBe(files);
  });
});

test("migration 002 completes a club written before the club form", async () => {
  const _id = new ObjectId();
  const now = new Date();
  await h.db.collection("clubs").insertOne({
    _id,
    ownerId: new ObjectId(),
    name: "Old Club",
    city: "Hue",
    country: "Vietnam",
    imageRef: null,
    createdAt: now,
    updatedAt: now,
  });
  await clubDetails.up(h.db);
  const club = await h.db.collection("clubs").findOne({ _id });
  expect(club).toMatchObject({
    name: "Old Club",
    country: "VN",
    timeZone: "Asia/Ho_Chi_Minh",
    courses: [],
    greenFees: [],
    teeUps: [],
    image: null,
    amenities: [],
  });
  expect(club).not.toHaveProperty("imageRef");
  const admin = await h.signIn("admin@example.com");
  const res = await h.call("GET", `/clubs/${_id.toHexString()}`, { token: admin });
  expect([res.status, res.body.result.clubImage]).toEqual([200, null]);
});
