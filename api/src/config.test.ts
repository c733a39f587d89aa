import { loadConfig } from "./config";

test("defaults match the platform's start script", () => {
  const config = loadConfig({}, "/repo");
  expect(config).toMatchObject({
    port: 4000,
    host: "127.0.0.1",
    corsOrigins: ["http://localhost:3000", "http://127.0.0.1:3000"],
    appOrigin: "http://localhost:3000",
    mongodbUri: undefined,
    dataDir: "/repo/.data",
    embeddedInMemory: false,
    isProduction: false,
  });
});

test("reads overrides; empty values count as unset", () => {
  const config = loadConfig(
    {
      API_PORT: "4100",
      CORS_ORIGINS: "https://a.example/, https://b.example",
      EMBEDDED_MONGO_IN_MEMORY: "1",
      EMBEDDED_MONGO_PORT: "27117",
      NODE_ENV: "production",
      MONGODB_URI: "",
    },
    "/repo",
  );
  expect(config).toMatchObject({
    port: 4100,
    corsOrigins: ["https://a.example", "https://b.example"],
    embeddedInMemory: true,
    embeddedPort: 27117,
    isProduction: true,
    mongodbUri: undefined,
  });
});

test("bad values fail with one readable message naming each variable", () => {
  expect(() =>
    loadConfig({ API_PORT: "eighty", CORS_ORIGINS: "not a url", MONGODB_URI: "postgres://x" }, "/r"),
  ).toThrow(
    /Invalid API configuration:\n {2}API_PORT: .+\n {2}CORS_ORIGINS.*\n {2}MONGODB_URI: must start with mongodb/,
  );
});

test("TRUST_PROXY takes a hop count or address ranges; anything else stops the start", () => {
  const trust = (value: string) => loadConfig({ TRUST_PROXY: value }, "/r").trustProxy;
  expect(trust("2")("203.0.113.1", 1)).toBe(true);
  expect(trust("2")("203.0.113.1", 2)).toBe(false);
  expect(trust("loopback")("127.0.0.1", 0)).toBe(true);
  expect(trust("loopback")("203.0.113.1", 0)).toBe(false);
  expect(loadConfig({}, "/r").trustProxy("127.0.0.1", 0)).toBe(false);
  expect(() => loadConfig({ TRUST_PROXY: "everyone" }, "/r")).toThrow(
    /TRUST_PROXY: must be a number of proxy hops/,
  );
});
