import { loadConfig } from "./config";

const development = { NODE_ENV: "development", DATA_DIR: "/repo/.data" };
const production = {
  NODE_ENV: "production",
  MONGODB_URI: "mongodb://db1,db2,db3/?replicaSet=rs0",
  SMTP_URL: "smtp://mail:25",
};

test("development defaults match the platform's start script", () => {
  const config = loadConfig(development);
  expect(config).toMatchObject({
    port: 4000,
    host: "127.0.0.1",
    corsOrigins: ["http://localhost:3000", "http://127.0.0.1:3000"],
    appOrigin: "http://localhost:3000",
    mongodbUri: undefined,
    dataDir: "/repo/.data",
    embeddedInMemory: false,
    isProduction: false,
    seedDemo: true,
    migrateOnStart: true,
    apiDocs: true,
    mongoClient: { w: "majority", timeoutMs: 10_000, maxPoolSize: 50, appName: "golf-api" },
    readinessTimeoutMs: 2_000,
    shutdownDelayMs: 0,
    shutdownTimeoutMs: 10_000,
  });
});

test("production: no demo data, no migration at start, no docs UI unless asked", () => {
  expect(loadConfig(production)).toMatchObject({
    isProduction: true,
    seedDemo: false,
    migrateOnStart: false,
    apiDocs: false,
    mongodbUri: production.MONGODB_URI,
    smtpUrl: "smtp://mail:25",
  });
  expect(loadConfig({ ...production, API_DOCS: "1", MIGRATE_ON_START: "1" })).toMatchObject({
    apiDocs: true,
    migrateOnStart: true,
  });
});

test("NODE_ENV defaults to production, so a forgotten one asks for the production settings", () => {
  expect(() => loadConfig({})).toThrow(
    /^API cannot start: MONGODB_URI and SMTP_URL must be set when NODE_ENV is production$/,
  );
  expect(loadConfig({ MONGODB_URI: production.MONGODB_URI, SMTP_URL: "smtp://mail" }).isProduction).toBe(
    true,
  );
});

test("production names each missing variable in one line; the release step needs no mail", () => {
  const { MONGODB_URI: _uri, ...withoutUri } = production;
  const { SMTP_URL: _smtp, ...withoutSmtp } = production;
  expect(() => loadConfig(withoutUri)).toThrow(
    /^API cannot start: MONGODB_URI must be set when NODE_ENV is production$/,
  );
  expect(() => loadConfig(withoutSmtp)).toThrow(
    /^API cannot start: SMTP_URL must be set when NODE_ENV is production$/,
  );
  expect(() => loadConfig({ ...withoutSmtp, MONGODB_URI: "" })).toThrow(
    /MONGODB_URI and SMTP_URL must be set/,
  );
  expect(loadConfig(withoutSmtp, "migrate").mongodbUri).toBe(production.MONGODB_URI);
  expect(() => loadConfig(withoutUri, "migrate")).toThrow(/MONGODB_URI must be set/);
});

test("demo data is refused in production and off in tests unless asked", () => {
  expect(() => loadConfig({ ...production, SEED_DEMO: "1" })).toThrow(/SEED_DEMO=1 is refused/);
  expect(loadConfig({ NODE_ENV: "test", EMBEDDED_MONGO_IN_MEMORY: "1" }).seedDemo).toBe(false);
  expect(loadConfig({ NODE_ENV: "test", EMBEDDED_MONGO_IN_MEMORY: "1", SEED_DEMO: "1" }).seedDemo).toBe(true);
  expect(loadConfig({ ...development, SEED_DEMO: "0" }).seedDemo).toBe(false);
});

test("the embedded database only when a data directory or in-memory is asked for", () => {
  expect(() => loadConfig({ NODE_ENV: "development" })).toThrow(
    /^API cannot start: no database: set MONGODB_URI, or .*DATA_DIR .*EMBEDDED_MONGO_IN_MEMORY=1/,
  );
  expect(loadConfig({ NODE_ENV: "test", EMBEDDED_MONGO_IN_MEMORY: "1" }).embeddedInMemory).toBe(true);
  expect(loadConfig({ NODE_ENV: "development", MONGODB_URI: "mongodb://localhost" }).dataDir).toBeUndefined();
});

test("reads overrides; empty values count as unset", () => {
  const config = loadConfig({
    ...production,
    API_PORT: "4100",
    CORS_ORIGINS: "https://a.example/, https://b.example",
    EMBEDDED_MONGO_PORT: "27117",
    MONGODB_W: "2",
    MONGODB_TIMEOUT_MS: "5000",
    MONGODB_MAX_POOL_SIZE: "20",
    MONGODB_APP_NAME: "golf-api-eu",
    SHUTDOWN_DELAY_MS: "5000",
    DATA_DIR: "",
  });
  expect(config).toMatchObject({
    port: 4100,
    corsOrigins: ["https://a.example", "https://b.example"],
    embeddedPort: 27117,
    isProduction: true,
    dataDir: undefined,
    mongoClient: { w: 2, timeoutMs: 5000, maxPoolSize: 20, appName: "golf-api-eu" },
    shutdownDelayMs: 5000,
  });
});

test("bad values fail with one readable message naming each variable", () => {
  expect(() =>
    loadConfig({
      ...development,
      API_PORT: "eighty",
      CORS_ORIGINS: "not a url",
      MONGODB_URI: "postgres://x",
      MONGODB_W: "most",
    }),
  ).toThrow(
    /Invalid API configuration:\n {2}API_PORT: .+\n {2}CORS_ORIGINS.*\n {2}MONGODB_URI: must start with mongodb.*\n {2}MONGODB_W: must be "majority"/,
  );
  expect(() => loadConfig({ ...development, SEED_DEMO: "yes" })).toThrow(/SEED_DEMO/);
});

test("TRUST_PROXY takes a hop count or address ranges; anything else stops the start", () => {
  const trust = (value: string) => loadConfig({ ...development, TRUST_PROXY: value }).trustProxy;
  expect(trust("2")("203.0.113.1", 1)).toBe(true);
  expect(trust("2")("203.0.113.1", 2)).toBe(false);
  expect(trust("loopback")("127.0.0.1", 0)).toBe(true);
  expect(trust("loopback")("203.0.113.1", 0)).toBe(false);
  expect(loadConfig(development).trustProxy("127.0.0.1", 0)).toBe(false);
  expect(() => loadConfig({ ...development, TRUST_PROXY: "everyone" })).toThrow(
    /TRUST_PROXY: must be a number of proxy hops/,
  );
});
