import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { roleKinds } from "contracts/domains/staff-roles/schemas";
import { translate } from "contracts/errors/messages";
import { renderScreen } from "test-kit/render-screen";
import { sharedTexts } from "../../i18n/shared";
import { CreateTierScreen } from "./tier-form-screen";
import { TierListScreen } from "./tier-list-screen";

const clubId = "aaaaaaaaaaaaaaaaaaaaaaaa";
const full = { read: true, create: true, update: true, delete: true };
const session = {
  clubId,
  userSession: {
    isBusinessOwner: true,
    isAdmin: false,
    userPermissions: { [clubId]: Object.fromEntries(roleKinds.map((kind) => [kind, full])) },
  },
};
type TierTexts = Record<
  "namePlaceholder" | "pricePlaceholder" | "discountPlaceholder" | "discountTarget" | "save",
  string
> & {
  targets: Record<string, string>;
};
const tiersUrl = `/api/v1.0/clubs/${clubId}/membership-tiers`;
const ok = (result: unknown) => ({ status: 200, data: { result } });
const gold = {
  tierId: "bbbbbbbbbbbbbbbbbbbbbbbb",
  name: "Gold",
  priceCents: 120_000,
  period: "year",
  discountRatePercent: 10,
  discountTarget: "greenFee",
  benefit:
    "Free range balls on every visit, priority tee times on weekends and a locker for the whole season",
  note: "",
  status: "active",
  customerCount: 12,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

afterEach(() => jest.restoreAllMocks());

describe("/membership-tiers", () => {
  it("warns before disabling or deleting a tier in use, naming how many customers hold it, and explains a refused delete", async () => {
    const { sent } = renderScreen(TierListScreen, {
      route: "/membership-tiers",
      session,
      routes: {
        [`GET ${tiersUrl}`]: ok({ list: [gold], total: 1, page: 1, pageSize: 9 }),
        [`PATCH ${tiersUrl}/${gold.tierId}/status`]: ok({ ...gold, status: "disabled" }),
        [`DELETE ${tiersUrl}/${gold.tierId}`]: { status: 409, data: { code: "tier_in_use", message: "…" } },
      },
    });
    const row = (await screen.findByText("Gold")).closest("tr") as HTMLElement;
    expect(within(row).getByText("$1,200.00 / year")).toBeTruthy();
    // Cut at a word boundary, not mid-word.
    expect(within(row).getByText("Free range balls on every visit, priority tee times on…")).toBeTruthy();
    await userEvent.click(within(row).getByRole("button", { name: "Disable Gold" }));
    expect(screen.getByText(/12 customers hold "Gold"\. Disabling it may affect them/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(await screen.findByText('The tier "Gold" was disabled.')).toBeTruthy();
    expect(sent.find((r) => r.key === `PATCH ${tiersUrl}/${gold.tierId}/status`)?.body).toEqual({
      status: "disabled",
    });
    await userEvent.click(within(row).getByRole("button", { name: "Delete Gold" }));
    // Spec §4: deleting warns first too, naming how many customers hold the tier.
    expect(
      screen.getByText(/^12 customers hold "Gold"\. A tier can only be deleted once no customer holds it/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(await screen.findByText("This tier is currently in use.")).toBeTruthy();
  });
});

describe("/membership-create", () => {
  it.each([
    ["en", "Billing period", ["Yearly", "Monthly"]],
    ["ko", "결제 주기", ["연간", "월간"]],
    ["vi", "Chu kỳ thanh toán", ["Hằng năm", "Hằng tháng"]],
  ] as const)(
    "offers the billing period in words in %s, never the stored year or month",
    async (lng, label, words) => {
      renderScreen(CreateTierScreen, { route: "/membership-create", session, lng });
      const period = screen.getByRole("combobox", { name: new RegExp(label) });
      expect(period.textContent).toContain(words[0]);
      await userEvent.click(period);
      const options = (await screen.findAllByRole("option")).map((option) => option.textContent);
      expect(options).toEqual([...words]);
    },
  );

  it.each(["ko", "vi"] as const)("shows the spec's messages in %s and sends cents", async (lng) => {
    const { sent } = renderScreen(CreateTierScreen, {
      route: "/membership-create",
      session,
      lng,
      routes: { [`POST ${tiersUrl}`]: { status: 409, data: { code: "tier_name_duplicated", message: "…" } } },
    });
    const t = (sharedTexts.translations[lng] as { tiers: TierTexts }).tiers;
    const name = screen.getByPlaceholderText(t.namePlaceholder);
    await userEvent.type(name, "G");
    await userEvent.click(screen.getByRole("button", { name: t.save }));
    expect(screen.getByText(translate("membership_name_length", lng))).toBeTruthy();
    await userEvent.type(name, "old");
    await userEvent.type(screen.getByPlaceholderText(t.pricePlaceholder), "1200.5");
    await userEvent.type(screen.getByPlaceholderText(t.discountPlaceholder), "10");
    await userEvent.click(screen.getByRole("combobox", { name: new RegExp(t.discountTarget) }));
    await userEvent.click(await screen.findByRole("option", { name: t.targets.all }));
    await userEvent.click(screen.getByRole("button", { name: t.save }));
    expect(await screen.findByText(translate("tier_name_duplicated", lng))).toBeTruthy();
    expect(sent.find((r) => r.key === `POST ${tiersUrl}`)?.body).toMatchObject({
      name: "Gold",
      priceCents: 120_050,
      discountRatePercent: 10,
      discountTarget: "all",
    });
  });
});
