import type {
  ClientDetail,
  ClientListQuery,
  ClientStatus,
  ClientSummary,
} from "contracts/domains/clients/schemas";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import { notFound } from "../../lib/api-error";
import type { AccountDoc } from "../../repositories/accounts-repository";

function toSummary(account: AccountDoc): ClientSummary {
  const company = account.company;
  return {
    clientId: account._id.toHexString(),
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    companyName: company?.companyName ?? "",
    companyPhoneCode: company?.companyTel.phoneCode ?? "",
    companyPhoneNumber: company?.companyTel.phoneNumber ?? "",
    companyAddress: company?.companyAddress.address1 ?? "",
    companyAddress2: company?.companyAddress.address2 ?? "",
    city: company?.companyAddress.city ?? "",
    state: company?.companyAddress.state ?? "",
    status: account.status,
    emailVerified: account.emailVerifiedAt !== null,
    createdAt: account.createdAt.toISOString(),
  };
}

const toDetail = (account: AccountDoc): ClientDetail => ({
  ...toSummary(account),
  statusLog: account.statusLog.map((entry) => ({ ...entry, date: entry.date.toISOString() })),
  memo: account.memo,
  hasCertificate: Boolean(account.company?.certificateFileId),
});

export async function listClients(ctx: AppContext, query: ClientListQuery) {
  const { list, total } = await ctx.repos.accounts.page(
    { kind: "business", status: query.status },
    query.page,
    query.pageSize,
  );
  return { list: list.map(toSummary), total, page: query.page, pageSize: query.pageSize };
}

async function findClient(ctx: AppContext, clientId: string) {
  const account = await ctx.repos.accounts.findById(new ObjectId(clientId));
  if (account?.kind !== "business") throw notFound();
  return account;
}

export const getClient = async (ctx: AppContext, clientId: string) =>
  toDetail(await findClient(ctx, clientId));

export async function changeStatus(
  ctx: AppContext,
  clientId: string,
  status: ClientStatus,
  description = "",
) {
  const account = await findClient(ctx, clientId);
  await ctx.repos.accounts.appendStatus(account._id, { status, date: ctx.now(), description });
  // A suspended or deleted client must lose access now, not when its session expires.
  if (status === "suspended" || status === "deleted")
    await ctx.repos.sessions.deleteAllForAccount(account._id);
  return getClient(ctx, clientId);
}

export async function changeMemo(ctx: AppContext, clientId: string, memo: string) {
  const account = await findClient(ctx, clientId);
  await ctx.repos.accounts.updateFields(account._id, { memo, updatedAt: ctx.now() });
  return getClient(ctx, clientId);
}

export async function readCertificate(ctx: AppContext, clientId: string) {
  const fileId = (await findClient(ctx, clientId)).company?.certificateFileId;
  const file = fileId && (await ctx.repos.certificates.read(fileId));
  if (!file) throw notFound();
  return file;
}
