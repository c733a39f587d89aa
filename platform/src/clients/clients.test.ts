import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from "axios";
import { allEndpoints } from "contracts/endpoints/all";
import { endpointOf } from "contracts/endpoints/endpoint";
import { createAccountsApi } from "./accounts";
import { createClientsApi } from "./clients";
import { createClubsApi } from "./clubs";
import { createCustomersApi } from "./customers";
import { createMembershipTiersApi } from "./membership-tiers";
import { createOnlineBookingApi } from "./online-booking";
import { createReportsApi } from "./reports";
import { createReservationsApi } from "./reservations";
import { createSchedulesApi } from "./schedules";
import { createStaffRolesApi } from "./staff-roles";
import { createWaitlistApi } from "./waitlist";

function setup(data: unknown) {
  const api = axios.create({ baseURL: "http://api.test" });
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { status: 200, statusText: "", headers: {}, config, request: {}, data };
  };
  api.defaults.adapter = adapter;
  return { clients: createClientsApi(api), sent };
}

test("lists clients with the query as parameters and answers the page itself", async () => {
  const page = { list: [], total: 0, page: 2, pageSize: 9 };
  const { clients, sent } = setup({ result: page });
  expect(await clients.list({ status: "pending", page: 2 })).toEqual(page);
  expect([sent[0]?.method, sent[0]?.url, sent[0]?.params]).toEqual([
    "get",
    "/api/v1.0/clients",
    { status: "pending", page: 2 },
  ]);
});

test("changes a status on the client's own path, with the id kept inside one path segment", async () => {
  const { clients, sent } = setup({ result: { clientId: "a/b" } });
  await clients.updateStatus("a/b", { status: "active", description: "Checked" });
  expect([sent[0]?.method, sent[0]?.url, JSON.parse(String(sent[0]?.data))]).toEqual([
    "patch",
    "/api/v1.0/clients/a%2Fb/status",
    { status: "active", description: "Checked" },
  ]);
});

test("downloads the certificate as a file, not as a JSON envelope", async () => {
  const file = new Blob(["%PDF"], { type: "application/pdf" });
  const { clients, sent } = setup(file);
  expect(await clients.certificate("65f0c0ffee0000000000beef")).toBe(file);
  expect(sent[0]?.responseType).toBe("blob");
});

describe("every typed call names an endpoint the contracts declare (and the API's OpenAPI document holds)", () => {
  const file = new File(["x"], "x.png", { type: "image/png" });
  /** Arguments for the calls that cannot take plain ids. */
  const argumentsOf: Record<string, unknown[]> = {
    stats: ["c1", ["2026-11-25"]],
    statusList: ["c1", ["2026-11-25"]],
    uploadImage: ["c1", file],
    importCustomers: ["c1", file, true],
    csv: ["c1", "revenue", { from: "2026-11-01", to: "2026-11-30" }],
    signUpBusiness: [{ email: "a@example.com", certificate: file }],
  };
  const factories = {
    accounts: createAccountsApi,
    clients: createClientsApi,
    clubs: createClubsApi,
    customers: createCustomersApi,
    membershipTiers: createMembershipTiersApi,
    onlineBooking: createOnlineBookingApi,
    reports: createReportsApi,
    reservations: createReservationsApi,
    schedules: createSchedulesApi,
    staffRoles: createStaffRolesApi,
    waitlist: createWaitlistApi,
  };
  const calls = Object.entries(factories).flatMap(([name, create]) =>
    Object.keys(create(axios.create())).map((call) => [`${name}.${call}`, create, call] as const),
  );

  test.each(calls)("%s", async (_name, create, call) => {
    const api = axios.create({ baseURL: "http://api.test" });
    const sent: InternalAxiosRequestConfig[] = [];
    api.defaults.adapter = async (config) => {
      sent.push(config);
      return { status: 200, statusText: "", headers: {}, config, request: {}, data: { result: {} } };
    };
    const client = create(api) as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const method = client[call] as (...args: unknown[]) => Promise<unknown>;
    const args = argumentsOf[call] ?? Array.from({ length: Math.max(method.length, 3) }, (_, i) => `id${i}`);
    await method(...args);
    expect(sent).toHaveLength(1);
    const request = sent[0] as InternalAxiosRequestConfig;
    const declared = endpointOf(allEndpoints, request.method ?? "get", request.url ?? "");
    expect(
      declared ? `${declared.method} ${declared.path}` : `undeclared ${request.method} ${request.url}`,
    ).toMatch(/^(get|post|put|patch|delete) \//);
  });
});
