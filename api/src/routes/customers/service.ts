import type { Customer, CustomerFilter, CustomerInputParsed } from "contracts/domains/customers/schemas";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import type { Auth } from "../../env";
import { ApiError, invalidField, notFound } from "../../lib/api-error";
import { auditedWrites } from "../../lib/audited-write";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { type CustomerDraft, type CustomerSearch, emailKeyOf } from "../../repositories/customers-repository";

const duplicatedEmail = () => new ApiError(409, "customer_email_duplicated");
/** A larger file is refused whole: its report would be unreadable and the import one long request. */
export const IMPORT_MAX_ROWS = 5000;

function toCustomer(customer: CustomerDraft, tierNames: Map<string, string>): Customer {
  return {
    customerId: customer._id.toHexString(),
    name: customer.name,
    email: customer.email,
    mobile: customer.mobile,
    tierId: customer.tierId.toHexString(),
    tierName: tierNames.get(customer.tierId.toHexString()) ?? "",
    tierValidUntil: customer.tierValidUntil,
    registeredOn: customer.registeredOn,
    birthDate: customer.birthDate,
    marketingOptIn: customer.marketingOptIn,
    gender: customer.gender,
    // Written before the country was optional, every stored customer has one; a missing one reads as none.
    country: customer.country ?? null,
    channel: customer.channel,
    note: customer.note,
    // Kept on the customer by every write of a booking (`repositories/customer-reservation-counts.ts`).
    reservationCount: customer.reservationCount ?? 0,
    createdAt: customer.createdAt.toISOString(),
    updatedAt: customer.updatedAt.toISOString(),
  };
}

export async function tierNamesOf(ctx: AppContext, club: ClubDoc) {
  const tiers = await ctx.repos.membershipTiers.listForClub(club._id);
  return { tiers, names: new Map(tiers.map((t) => [t._id.toHexString(), t.name])) };
}

export const searchOf = (filter: CustomerFilter): CustomerSearch => ({
  ...(filter.q ? { q: filter.q } : {}),
  ...(filter.tierId ? { tierId: new ObjectId(filter.tierId) } : {}),
  ...(filter.channel ? { channel: filter.channel } : {}),
});

export async function listCustomers(
  ctx: AppContext,
  club: ClubDoc,
  query: CustomerFilter & { page: number; pageSize: number },
) {
  const [{ list, total }, { names }] = await Promise.all([
    ctx.repos.customers.page(club._id, searchOf(query), query.page, query.pageSize),
    tierNamesOf(ctx, club),
  ]);
  return {
    list: list.map((c) => toCustomer(c, names)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function customerIn(ctx: AppContext, club: ClubDoc, customerId: string) {
  const customer = await ctx.repos.customers.findInClub(club._id, new ObjectId(customerId));
  if (!customer) throw notFound();
  return customer;
}

export async function getCustomer(ctx: AppContext, club: ClubDoc, customerId: string) {
  const [customer, { names }] = await Promise.all([
    customerIn(ctx, club, customerId),
    tierNamesOf(ctx, club),
  ]);
  return toCustomer(customer, names);
}

async function clubTier(ctx: AppContext, club: ClubDoc, tierId: string) {
  const tier = await ctx.repos.membershipTiers.findInClub(club._id, new ObjectId(tierId));
  if (!tier) throw invalidField("tierId", "tier_unknown");
  return tier;
}

/**
 * Inside the transaction that gives a customer the tier: a write to the tier, so the tier's deletion racing it
 * never leaves the customer on a deleted tier (one of the two runs again and sees the other).
 */
async function claimTier(ctx: AppContext, club: ClubDoc, tierId: ObjectId) {
  if (!(await ctx.repos.membershipTiers.claim(club._id, tierId)))
    throw invalidField("tierId", "tier_unknown");
}

export const fieldsOf = (input: CustomerInputParsed) => ({
  name: input.name,
  email: input.email,
  emailKey: emailKeyOf(input.email),
  mobile: input.mobile,
  tierId: new ObjectId(input.tierId),
  tierValidUntil: input.tierValidUntil,
  registeredOn: input.registeredOn,
  birthDate: input.birthDate,
  marketingOptIn: input.marketingOptIn,
  gender: input.gender,
  country: input.country,
  channel: input.channel,
  note: input.note,
});

const customerWrites = (ctx: AppContext, auth: Auth, club: ClubDoc) =>
  auditedWrites({ ctx, auth, clubId: club._id, entity: "customer", duplicate: duplicatedEmail });

export async function createCustomer(ctx: AppContext, auth: Auth, club: ClubDoc, input: CustomerInputParsed) {
  const tier = await clubTier(ctx, club, input.tierId);
  const customer = await ctx.repos.atomically(async () => {
    await claimTier(ctx, club, tier._id);
    return customerWrites(ctx, auth, club).create(
      ctx.repos.customers,
      { _id: new ObjectId(), clubId: club._id, ...fieldsOf(input) },
      (created) => `Customer "${created.name}" added`,
    );
  });
  return toCustomer(customer, new Map([[tier._id.toHexString(), tier.name]]));
}

export async function updateCustomer(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  customerId: string,
  input: CustomerInputParsed,
) {
  const before = await customerIn(ctx, club, customerId);
  const tier = await clubTier(ctx, club, input.tierId);
  const updated = await ctx.repos.atomically(async () => {
    await claimTier(ctx, club, tier._id);
    return customerWrites(ctx, auth, club).update(
      (updatedAt) => ctx.repos.customers.update(club._id, before._id, { ...fieldsOf(input), updatedAt }),
      (after) => `Customer "${after.name}" updated`,
    );
  });
  return toCustomer(updated, new Map([[tier._id.toHexString(), tier.name]]));
}

export async function deleteCustomer(ctx: AppContext, auth: Auth, club: ClubDoc, customerId: string) {
  const customer = await customerIn(ctx, club, customerId);
  return customerWrites(ctx, auth, club).remove(
    customer._id,
    () => ctx.repos.customers.delete(club._id, customer._id),
    `Customer "${customer.name}" deleted`,
    { goneIsNotFound: true },
  );
}
