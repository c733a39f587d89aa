import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import { basePath } from "../../app";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { CustomersRepository } from "../../repositories/customers-repository";
import { aCustomerInput, aTierInput } from "../../testing/fixtures";
import { type Harness, startHarness } from "../../testing/harness";

// The first PDF or import starts a worker thread, which compiles its TypeScript: seconds on a busy machine.
jest.setTimeout(30_000);

let h: Harness;
let owner: string;
let club: ClubDoc;

const header =
  "name,email,mobile,tier,tierValidUntil,registeredOn,birthDate,marketingOptIn,gender,country,channel,note";
const tierInput = aTierInput({ name: "Gold", priceCents: 120_000 });
/** `fields` may be anything, a wrong value included: the tests send what a client could. */
const customerInput = (tierId: string, fields: object = {}) => ({
  ...aCustomerInput(tierId, {
    name: "Tran Thi Mai",
    email: "mai.tran@example.com",
    registeredOn: "2026-04-02",
    birthDate: "1990-07-15",
    gender: "female",
    channel: "android",
  }),
  ...fields,
});

const url = (path = "") => `/clubs/${club._id}${path}`;
const createTier = (body: object, lang = "en") =>
  h.call("POST", url("/membership-tiers"), { token: owner, body, lang });
const createCustomer = (body: object, lang = "en") =>
  h.call("POST", url("/customers"), { token: owner, body, lang });
const csvForm = (text: string) => {
  const form = new FormData();
  form.append("file", new File([text], "customers.csv", { type: "text/csv" }));
  return form;
};
const importCsv = (text: string, dryRun: boolean, lang = "en") =>
  h.call("POST", url(`/customers/import?dryRun=${dryRun}`), { token: owner, raw: csvForm(text), lang });
const count = () => h.repos.customers.collection.countDocuments({ clubId: club._id });

let gold: string;

beforeAll(async () => {
  h = await startHarness();
  const made = await h.ownerWithClub({ name: "Membership CC" });
  owner = made.token;
  const found = await h.repos.clubs.findById(new ObjectId(made.clubId));
  if (!found) throw new Error("club missing");
  club = found;
  const res = await createTier(tierInput);
  expect(res.status).toBe(201);
  gold = res.body.result.tierId;
});
afterAll(() => h.stop());

describe("names in the club's own language", () => {
  test("a Vietnamese tier and Korean and Vietnamese customers are saved as typed", async () => {
    const tier = await createTier({ ...tierInput, name: "Hạng Vàng" }, "vi");
    expect([tier.status, tier.body.result?.name]).toEqual([201, "Hạng Vàng"]);
    for (const [name, email] of [
      ["김민준", "minjun.kim@example.com"],
      ["Nguyễn Thị Hồng Nhung", "nhung.nguyen@example.com"],
    ]) {
      const customer = await createCustomer(customerInput(tier.body.result.tierId, { name, email }));
      expect([customer.status, customer.body.result?.name]).toEqual([201, name]);
    }
  });

  test.each(["en", "ko", "vi"] as const)(
    "a name with other signs is refused, saying what a name may hold (%s)",
    async (lang) => {
      const before = await count();
      const tier = await createTier({ ...tierInput, name: "Gold <VIP>" }, lang);
      expect([tier.status, tier.body.issues]).toEqual([
        422,
        [{ path: "name", message: translate("membership_name_characters", lang) }],
      ]);
      const customer = await createCustomer(
        customerInput(gold, { name: "Kim <b>", email: "sign@example.com" }),
        lang,
      );
      expect([customer.status, customer.body.issues]).toEqual([
        422,
        [{ path: "name", message: translate("membership_name_characters", lang) }],
      ]);
      expect(await count()).toBe(before);
    },
  );
});

describe("customers", () => {
  test.each(["en", "ko"] as const)("an invalid email and an unknown tier in %s", async (lang) => {
    const res = await createCustomer(customerInput(gold, { email: "not-an-email" }), lang);
    expect(res.body.issues).toEqual([{ path: "email", message: translate("customer_email_invalid", lang) }]);
    expect(translate("customer_email_invalid", "en")).toBe("Please enter a valid email address.");
    const unknown = await createCustomer(
      customerInput("0123456789abcdef01234567", { email: "x@example.com" }),
      lang,
    );
    expect(unknown.body.issues).toEqual([{ path: "tierId", message: translate("tier_unknown", lang) }]);
  });

  test("an email is unique in the club, any case; search, tier and channel filters find the customer", async () => {
    const added = await createCustomer(
      customerInput(gold, { email: "Minh.Le@example.com", name: "Le Van Minh" }),
    );
    expect(added.status).toBe(201);
    const again = await createCustomer(customerInput(gold, { email: "minh.le@EXAMPLE.com" }));
    expect(again.status).toBe(409);
    const found = async (query: string) =>
      (await h.call("GET", url(`/customers?${query}`), { token: owner })).body.result.list.map(
        (c: { email: string }) => c.email,
      );
    expect(await found("q=van%20minh")).toEqual(["Minh.Le@example.com"]);
    expect(await found(`tierId=${gold}&channel=android&q=minh`)).toEqual(["Minh.Le@example.com"]);
    expect(await found(`tierId=${gold}&channel=web&q=minh`)).toEqual([]);
  });

  test("a customer without a country (spec §5 does not require one) is saved, listed, exported and looked up for a booking", async () => {
    const { country: _country, ...withoutCountry } = customerInput(gold, {
      email: "no.country@example.com",
      name: "Nobody Fromanywhere",
    });
    const added = await createCustomer(withoutCountry);
    expect(added.status).toBe(201);
    expect(added.body.result.country).toBeNull();
    // A country given and then taken back.
    const given = await createCustomer(
      customerInput(gold, { email: "was.given@example.com", name: "Was Given", country: null }),
    );
    expect(given.status).toBe(201);
    expect(given.body.result.country).toBeNull();
    const list = await h.call("GET", url("/customers?q=fromanywhere"), { token: owner });
    expect(list.body.result.list).toEqual([expect.objectContaining({ country: null })]);
    const exported = await h.app.request(`${basePath}${url("/customers/export.csv")}`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    const line = (await exported.text()).split("\r\n").find((row) => row.startsWith("Nobody"));
    expect(line?.split(",")[9]).toBe("");
    const lookup = await h.call("GET", url("/reservations/customers?q=fromanywhere"), { token: owner });
    expect(lookup.body.result).toEqual([expect.objectContaining({ phoneCode: "" })]);
  });

  test("export → import of the same file adds nothing and changes nothing", async () => {
    await createCustomer(
      customerInput(gold, { email: "hangul@example.com", name: "김민준", note: "=1+2 VIP" }),
    );
    const exported = await h.app.request(`${basePath}${url("/customers/export.csv")}`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    const bytes = new Uint8Array(await exported.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain("김민준");
    // The note is text in a spreadsheet, never a formula.
    expect(text).toContain(",'=1+2 VIP,");
    expect(
      text
        .split("\r\n")
        .slice(1)
        .some((line) => /(^|,)[=+@]/.test(line)),
    ).toBe(false);

    const before = await h.repos.customers.collection.find({ clubId: club._id }).sort({ _id: 1 }).toArray();
    const dry = await importCsv(text, true);
    expect(dry.body.result).toMatchObject({ dryRun: true, added: 0, issues: [] });
    const real = await importCsv(text, false);
    expect(real.body.result).toMatchObject({ dryRun: false, added: 0, unchanged: before.length, issues: [] });
    const after = await h.repos.customers.collection.find({ clubId: club._id }).sort({ _id: 1 }).toArray();
    expect(after).toEqual(before);
  });

  test("a dry run reports per row and writes nothing; the real run adds the valid rows once", async () => {
    const csv = [
      header,
      "Pham Thu Ha,ha.pham@example.com,0912345678,Gold,2027-01-01,2026-05-01,1988-02-29,yes,female,Vietnam,ios,",
      "Bad Date,bad.date@example.com,0912345679,Gold,,2026-02-30,,no,male,Vietnam,web,",
      'Formula,formula@example.com,0912345670,Gold,,2026-05-01,,no,male,Vietnam,web,"=HYPERLINK(""http://x"")"',
      "No Tier,no.tier@example.com,0912345671,Diamond,,2026-05-01,,no,male,Vietnam,web,",
    ].join("\r\n");
    const before = await count();
    const dry = await importCsv(csv, true, "vi");
    expect(dry.body.result).toEqual({
      dryRun: true,
      rows: 4,
      added: 1,
      unchanged: 0,
      issues: [
        { row: 3, field: "registeredOn", message: translate("date_invalid", "vi") },
        { row: 4, field: "note", message: translate("csv_formula", "vi") },
        { row: 5, field: "tier", message: translate("tier_unknown", "vi") },
      ],
    });
    expect(await count()).toBe(before);
    expect((await importCsv(csv, false)).body.result.added).toBe(1);
    expect((await importCsv(csv, false)).body.result).toMatchObject({ added: 0, unchanged: 1 });
    expect(await count()).toBe(before + 1);
  });

  test("wrong columns, an unreadable file and 10,000 rows are refused whole with one clear issue", async () => {
    const before = await count();
    const wrong = await importCsv("name,email\r\nA,a@example.com", false);
    expect(wrong.body.result.issues).toEqual([
      { row: 1, field: "file", message: translate("csv_columns", "en") },
    ]);
    const unreadable = await importCsv(`${header}\r\n"unclosed,quote`, false);
    expect(unreadable.body.result.issues[0].message).toBe(translate("csv_unreadable", "en"));
    const many = [header];
    for (let i = 0; i < 10_000; i++) {
      many.push(`Bulk ${i},bulk${i}@example.com,0900000000,Gold,,2026-01-01,,no,male,Vietnam,web,`);
    }
    const big = await importCsv(many.join("\r\n"), false, "ko");
    expect(big.status).toBe(200);
    expect(big.body.result.issues).toEqual([
      { row: 1, field: "file", message: translate("csv_too_many_rows", "ko") },
    ]);
    expect(await count()).toBe(before);
  });

  test("an error the user cannot fix has the spec's wording", () => {
    expect(translate("membership_save_failed", "en")).toBe(
      "An error occurred while saving. Please try again.",
    );
  });
});

test("an import meeting an email another desk saved meanwhile reports that row, adds the rest and audits them", async () => {
  const tier = await createTier({ ...tierInput, name: "Import Race" });
  const rows = ["race.one", "race.two", "race.three"].map(
    (local, i) =>
      `Race Golfer ${i + 1},${local}@example.com,090512345${i},Import Race,,2026-04-02,,no,female,Vietnam,ios,`,
  );
  const before = await count();
  const original = CustomersRepository.prototype.existingEmailKeys;
  // Between the import's check for taken emails and its write, another desk adds race.two@.
  const spy = jest
    .spyOn(CustomersRepository.prototype, "existingEmailKeys")
    .mockImplementationOnce(async function (this: CustomersRepository, clubId, keys) {
      const found = await original.call(this, clubId, keys);
      const added = await createCustomer(
        customerInput(tier.body.result.tierId, { name: "Meanwhile", email: "race.two@example.com" }),
      );
      expect(added.status).toBe(201);
      return found;
    });
  try {
    const res = await importCsv([header, ...rows].join("\r\n"), false, "vi");
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ dryRun: false, rows: 3, added: 2 });
    expect(res.body.result.issues).toEqual([
      { row: 3, field: "email", message: translate("customer_email_duplicated", "vi") },
    ]);
  } finally {
    spy.mockRestore();
  }
  expect(await count()).toBe(before + 3);
  const audit = await h.call("GET", url("/audit?entity=customer"), { token: owner });
  expect(audit.body.result.list[0].summary).toBe("2 customers imported from CSV");
});

test("an import longer than one insert batch adds every new row once and reports repeats at their own rows", async () => {
  await createTier({ ...tierInput, name: "Bulk" });
  await createCustomer(customerInput(gold, { name: "Known", email: "bulk.known@example.com" }));
  const line = (email: string, i: number) =>
    `Bulk Golfer ${i},${email},0905${String(i).padStart(6, "0")},bulk,,2026-04-02,,no,female,Vietnam,ios,`;
  const emails = Array.from({ length: 1_200 }, (_, i) => `bulk${i}@example.com`);
  // Row 702 repeats row 2's email in another case; row 1,002 is a customer the club already has.
  emails[700] = "BULK0@example.com";
  emails[1_000] = "bulk.known@example.com";
  const csv = [header, ...emails.map(line)].join("\r\n");
  const before = await count();
  const res = await importCsv(csv, false);
  expect(res.body.result).toEqual({
    dryRun: false,
    rows: 1_200,
    added: 1_198,
    unchanged: 1,
    issues: [{ row: 702, field: "email", message: translate("customer_email_duplicated", "en") }],
  });
  expect(await count()).toBe(before + 1_198);
  const stored = await h.repos.customers.collection.findOne({
    clubId: club._id,
    email: "bulk1199@example.com",
  });
  expect(stored).toMatchObject({ name: "Bulk Golfer 1199", mobile: "0905001199" });
});
