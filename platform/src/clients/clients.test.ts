import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from "axios";
import { createClientsApi } from "./clients";

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
