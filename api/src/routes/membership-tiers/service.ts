import type { Tier, TierInputParsed, TierList, TierStatus } from "contracts/domains/membership-tiers/schemas";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import type { Auth } from "../../env";
import { ApiError, notFound } from "../../lib/api-error";
import { auditedWrites } from "../../lib/audited-write";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { type TierDoc, tierNameKey } from "../../repositories/membership-tiers-repository";

const duplicatedName = () => new ApiError(409, "tier_name_duplicated");

function toTier(tier: TierDoc, customerCount: number): Tier {
  return {
    tierId: tier._id.toHexString(),
    name: tier.name,
    priceCents: tier.priceCents,
    period: tier.period,
    discountRatePercent: tier.discountRatePercent,
    discountTarget: tier.discountTarget,
    benefit: tier.benefit,
    note: tier.note,
    status: tier.status,
    customerCount,
    createdAt: tier.createdAt.toISOString(),
    updatedAt: tier.updatedAt.toISOString(),
  };
}

async function withCounts(ctx: AppContext, club: ClubDoc, tiers: TierDoc[]) {
  const counts = await ctx.repos.customers.countByTier(
    club._id,
    tiers.map((t) => t._id),
  );
  return tiers.map((tier) => toTier(tier, counts.get(tier._id.toHexString()) ?? 0));
}

export async function listTiers(
  ctx: AppContext,
  club: ClubDoc,
  query: { page: number; pageSize: number; status?: TierStatus },
): Promise<TierList> {
  const { list, total } = await ctx.repos.membershipTiers.page(club._id, query, query.page, query.pageSize);
  return { list: await withCounts(ctx, club, list), total, page: query.page, pageSize: query.pageSize };
}

async function tierIn(ctx: AppContext, club: ClubDoc, tierId: string) {
  const tier = await ctx.repos.membershipTiers.findInClub(club._id, new ObjectId(tierId));
  if (!tier) throw notFound();
  return tier;
}

export async function getTier(ctx: AppContext, club: ClubDoc, tierId: string) {
  const [tier] = await withCounts(ctx, club, [await tierIn(ctx, club, tierId)]);
  return tier as Tier;
}

const tierWrites = (ctx: AppContext, auth: Auth, club: ClubDoc) =>
  auditedWrites({ ctx, auth, clubId: club._id, entity: "membershipTier", duplicate: duplicatedName });

export async function createTier(ctx: AppContext, auth: Auth, club: ClubDoc, input: TierInputParsed) {
  const tier = await tierWrites(ctx, auth, club).create(
    ctx.repos.membershipTiers,
    { _id: new ObjectId(), clubId: club._id, nameKey: tierNameKey(input.name), ...input },
    (created) => `Membership tier "${created.name}" created`,
  );
  return toTier(tier, 0);
}

async function change(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  tierId: string,
  fields: Partial<TierDoc>,
  summary: (before: TierDoc, after: TierDoc) => string,
) {
  const before = await tierIn(ctx, club, tierId);
  const updated = await tierWrites(ctx, auth, club).update(
    (updatedAt) => ctx.repos.membershipTiers.update(club._id, before._id, { ...fields, updatedAt }),
    (after) => summary(before, after),
  );
  const [tier] = await withCounts(ctx, club, [updated]);
  return tier as Tier;
}
export const updateTier = (
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  tierId: string,
  input: TierInputParsed,
) =>
  change(ctx, auth, club, tierId, { ...input, nameKey: tierNameKey(input.name) }, (before, after) =>
    before.name === after.name
      ? `Membership tier "${after.name}" updated`
      : `Membership tier "${before.name}" updated and renamed "${after.name}"`,
  );

export const setTierStatus = (
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  tierId: string,
  status: TierStatus,
) =>
  change(ctx, auth, club, tierId, { status }, (_before, after) =>
    status === "active"
      ? `Membership tier "${after.name}" activated`
      : `Membership tier "${after.name}" disabled`,
  );

export async function deleteTier(ctx: AppContext, auth: Auth, club: ClubDoc, tierId: string) {
  const tier = await tierIn(ctx, club, tierId);
  // Checked and deleted in one transaction; a customer given the tier meanwhile writes the tier too (`claim`), so
  // one of the two runs again and sees the other: never a customer left on a deleted tier.
  return ctx.repos.atomically(async () => {
    if (await ctx.repos.customers.tierInUse(club._id, tier._id)) throw new ApiError(409, "tier_in_use");
    return tierWrites(ctx, auth, club).remove(
      tier._id,
      () => ctx.repos.membershipTiers.delete(club._id, tier._id),
      `Membership tier "${tier.name}" deleted`,
      { goneIsNotFound: true },
    );
  });
}
