import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { todayIn } from "contracts/domains/common/dates";
import { roleKinds } from "contracts/domains/staff-roles/schemas";
import { translate } from "contracts/errors/messages";
import { renderScreen } from "test-kit/render-screen";
import { sampleAnswers } from "test-kit/sample-answers";
import { sharedTexts } from "../../i18n/shared";
import { CreateCustomerScreen } from "./customer-form-screen";
import { CustomerListScreen } from "./customer-list-screen";
import { customersTexts } from "./texts";

const clubId = "aaaaaaaaaaaaaaaaaaaaaaaa";
const full = { read: true, create: true, update: true, delete: true };
const everything = Object.fromEntries(roleKinds.map((kind) => [kind, full]));
const session = {
  clubId,
  userSession: {
    isBusinessOwner: true,
    isAdmin: false,
    userPermissions: { [clubId]: everything },
  },
};
const base = `/api/v1.0/clubs/${clubId}`;
const ok = (result: unknown) => ({ status: 200, data: { result } });
const gold = { tierId: "bbbbbbbbbbbbbbbbbbbbbbbb", name: "Gold", status: "active" };
const mai = {
  customerId: "cccccccccccccccccccccccc",
  name: "Tran Thi Mai",
  email: "mai.tran@example.com",
  mobile: "0905123456",
  tierId: gold.tierId,
  tierName: "Gold",
  tierValidUntil: null,
  registeredOn: "2026-04-02",
  birthDate: null,
  marketingOptIn: false,
  gender: "female",
  country: "Vietnam",
  channel: "android",
  note: "",
  reservationCount: 3,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};
const report = (dryRun: boolean) => ({
  dryRun,
  rows: 3,
  added: 1,
  unchanged: 1,
  issues: [{ row: 4, field: "registeredOn", message: "Please enter a real date (YYYY-MM-DD)." }],
});

afterEach(() => jest.restoreAllMocks());

describe("/customer-list", () => {
  it("filters by search and tier, and shows the dry-run report before anything is imported", async () => {
    const { sent } = renderScreen(CustomerListScreen, {
      route: "/customer-list",
      session,
      routes: {
        [`GET ${base}/membership-tiers`]: ok({ list: [gold], total: 1, page: 1, pageSize: 100 }),
        [`GET ${base}/customers`]: ok({ list: [mai], total: 1, page: 1, pageSize: 9 }),
        [`POST ${base}/customers/import`]: (request) => ok(report(request.params?.dryRun !== "false")),
      },
    });
    const row = (await screen.findByText("Tran Thi Mai")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Android app")).toBeTruthy();
    expect(within(row).getByText("3")).toBeTruthy();
    // The registration date in the user's language, not as stored.
    expect(within(row).getByText("Thu, Apr 2, 2026")).toBeTruthy();
    await userEvent.type(screen.getByPlaceholderText("Name, email or mobile"), "mai");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await userEvent.click(screen.getByRole("combobox", { name: /Membership tier/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Gold" }));
    const lists = sent.filter((r) => r.key === `GET ${base}/customers`);
    expect(lists.at(-1)?.config.params).toMatchObject({ q: "mai", tierId: gold.tierId, page: 1 });

    const file = new File(["name,email\n"], "customers.csv", { type: "text/csv" });
    fireEvent.change(screen.getByLabelText("CSV file to import"), { target: { files: [file] } });
    expect(await screen.findByText(/3 rows read: 1 new customers to add/)).toBeTruthy();
    expect(screen.getByText("Row 4, registeredOn: Please enter a real date (YYYY-MM-DD).")).toBeTruthy();
    expect(sent.filter((r) => r.key === `POST ${base}/customers/import`)).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Add 1 customer" }));
    expect(await screen.findByText("1 customer was imported.")).toBeTruthy();
    expect(sent.filter((r) => r.key === `POST ${base}/customers/import`)).toHaveLength(2);
    // Many typed keystrokes and dropdown steps: slow on a busy machine, not stuck.
  }, 30_000);
});

describe("/customer-list when the selected club changes", () => {
  it("shows the new club's customers and tiers without remounting", async () => {
    const otherClub = "eeeeeeeeeeeeeeeeeeeeeeee";
    const otherBase = `/api/v1.0/clubs/${otherClub}`;
    const silver = { tierId: "ffffffffffffffffffffffff", name: "Silver", status: "active" };
    const hoa = { ...mai, customerId: "dddddddddddddddddddddddd", name: "Le Van Hoa", tierName: "Silver" };
    const { session: store, sent } = renderScreen(CustomerListScreen, {
      route: "/customer-list",
      session: {
        ...session,
        userSession: {
          ...session.userSession,
          userPermissions: { ...session.userSession.userPermissions, [otherClub]: everything },
        },
      },
      routes: {
        [`GET ${base}/membership-tiers`]: ok({ list: [gold], total: 1, page: 1, pageSize: 100 }),
        [`GET ${base}/customers`]: ok({ list: [mai], total: 1, page: 1, pageSize: 9 }),
        [`GET ${otherBase}/membership-tiers`]: ok({ list: [silver], total: 1, page: 1, pageSize: 100 }),
        [`GET ${otherBase}/customers`]: ok({ list: [hoa], total: 1, page: 1, pageSize: 9 }),
      },
    });
    expect(await screen.findByText("Tran Thi Mai")).toBeTruthy();
    // Typed, not searched: still there afterwards only if the screen was not mounted afresh.
    const search = screen.getByPlaceholderText("Name, email or mobile");
    await userEvent.type(search, "hoa");
    act(() => store.set("clubId", otherClub));
    expect(await screen.findByText("Le Van Hoa")).toBeTruthy();
    expect(screen.queryByText("Tran Thi Mai")).toBeNull();
    expect(screen.getByPlaceholderText("Name, email or mobile")).toBe(search);
    expect((search as HTMLInputElement).value).toBe("hoa");
    await userEvent.click(screen.getByRole("combobox", { name: /Membership tier/ }));
    expect(await screen.findByRole("option", { name: "Silver" })).toBeTruthy();
    expect(screen.queryByRole("option", { name: "Gold" })).toBeNull();
    expect(sent.filter((r) => r.key === `GET ${otherBase}/customers`)).toHaveLength(1);
  }, 30_000);
});

describe("/customer-create", () => {
  it("registers a new customer on the club's today, not the browser's or UTC's", async () => {
    // A zone whose date differs from UTC's right now: 14 hours ahead late in the UTC day, 11 behind early in it.
    const timeZone = new Date().getUTCHours() >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";
    expect(todayIn(timeZone)).not.toBe(new Date().toISOString().slice(0, 10));
    renderScreen(CreateCustomerScreen, {
      route: "/customer-create",
      session,
      routes: {
        [`GET ${base}/membership-tiers`]: ok({ list: [gold], total: 1, page: 1, pageSize: 100 }),
        [`GET ${base}`]: ok({ ...sampleAnswers.getClub, timeZone }),
      },
    });
    const registered = (await screen.findByLabelText(/Registration date/)) as HTMLInputElement;
    expect(registered.value).toBe(todayIn(timeZone));
  });

  it("registers a customer without a country, which the spec does not require, and can take a chosen one back", async () => {
    const { sent } = renderScreen(CreateCustomerScreen, {
      route: "/customer-create",
      session,
      routes: {
        [`GET ${base}/membership-tiers`]: ok({ list: [gold], total: 1, page: 1, pageSize: 100 }),
        [`GET ${base}`]: ok(sampleAnswers.getClub),
        [`POST ${base}/customers`]: (request) => ({
          status: 201,
          data: { result: { ...mai, ...JSON.parse(String(request.data)) } },
        }),
      },
    });
    await userEvent.type(await screen.findByLabelText(/^Name/), "Le Van Minh");
    await userEvent.type(screen.getByLabelText(/^Email/), "minh@example.com");
    await userEvent.type(screen.getByLabelText(/^Mobile/), "0905123457");
    await userEvent.click(screen.getByRole("combobox", { name: /Membership tier/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Gold" }));
    const country = screen.getByRole("combobox", { name: "Country" });
    expect(country.getAttribute("aria-required")).not.toBe("true");
    await userEvent.click(country);
    await userEvent.click(await screen.findByRole("option", { name: "Vietnam" }));
    await userEvent.click(country);
    await userEvent.click(await screen.findByRole("option", { name: "Not given" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByTestId("location");
    const posted = sent.find((request) => request.key === `POST ${base}/customers`);
    expect(posted?.body).toMatchObject({ name: "Le Van Minh", tierId: gold.tierId, country: null });
  }, 30_000);

  it.each(["ko", "vi"] as const)("shows the spec's email and name messages in %s", async (lng) => {
    renderScreen(CreateCustomerScreen, {
      route: "/customer-create",
      session,
      lng,
      routes: {
        [`GET ${base}/membership-tiers`]: ok({ list: [gold], total: 1, page: 1, pageSize: 100 }),
        [`GET ${base}`]: ok(sampleAnswers.getClub),
      },
    });
    const texts = (customersTexts.translations[lng] as { customers: Record<string, string> }).customers;
    const email = await screen.findByLabelText(new RegExp(texts.email as string));
    await userEvent.type(email, "not-an-email");
    await userEvent.type(screen.getByLabelText(new RegExp(`^${texts.name}`)), "A");
    await userEvent.click(
      screen.getByRole("button", {
        name: (sharedTexts.translations[lng] as { tiers: Record<string, string> }).tiers.save,
      }),
    );
    expect(screen.getByText(translate("customer_email_invalid", lng))).toBeTruthy();
    expect(screen.getByText(translate("membership_name_length", lng))).toBeTruthy();
  });
});
