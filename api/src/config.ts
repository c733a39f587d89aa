import type { W } from "mongodb";
import { z } from "zod";
import { parseTrustProxy } from "./middleware/client-address";

const origin = z.url().transform((value) => new URL(value).origin);

const commaList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(origin).min(1));

const flag = z.enum(["0", "1", "true", "false"]).transform((value) => value === "1" || value === "true");
const milliseconds = z.coerce.number().int().min(0).max(3_600_000);

const envSchema = z.object({
  // Production unless said otherwise: a forgotten NODE_ENV must not open the development aids (demo accounts,
  // the mail outbox, an embedded database). `npm start`, `npm run dev` and `npm start -w api` say development.
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().min(1).default("127.0.0.1"),
  CORS_ORIGINS: commaList.default(["http://localhost:3000", "http://127.0.0.1:3000"]),
  APP_ORIGIN: origin.default("http://localhost:3000"),
  MONGODB_URI: z.string().startsWith("mongodb", "must start with mongodb:// or mongodb+srv://").optional(),
  MONGODB_DB: z.string().min(1).default("golf"),
  // The driver's client settings (src/db/connect.ts).
  MONGODB_W: z
    .string()
    .regex(/^(majority|\d+)$/, 'must be "majority" or a number of members')
    .default("majority")
    .transform((value): W => (value === "majority" ? value : Number(value))),
  MONGODB_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  MONGODB_MAX_POOL_SIZE: z.coerce.number().int().min(1).max(10_000).default(50),
  MONGODB_APP_NAME: z.string().min(1).max(128).default("golf-api"),
  DATA_DIR: z.string().min(1).optional(),
  EMBEDDED_MONGO_IN_MEMORY: flag.default(false),
  // A fixed port for the embedded server (free one by default), so a test suite can reach the same database as
  // the API it runs against; the end-to-end suite moves an online hold's expiry through it.
  EMBEDDED_MONGO_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_URL: z.string().startsWith("smtp", "must start with smtp:// or smtps://").optional(),
  MAIL_FROM: z.string().min(3).default("Golf Back-office <no-reply@localhost>"),
  // Unset: demo data on an empty database in development only.
  SEED_DEMO: flag.optional(),
  // Unset: indexes and migrations at start outside production; production runs `npm run migrate -w api` first.
  MIGRATE_ON_START: flag.optional(),
  // Unset: the docs UI outside production only.
  API_DOCS: flag.optional(),
  LOG_REQUESTS: flag.default(true),
  READINESS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  // After SIGTERM: how long to keep serving while readiness answers 503 (so a balancer stops sending), and how long
  // in-flight requests get to finish before the process gives up on them.
  SHUTDOWN_DELAY_MS: milliseconds.default(0),
  SHUTDOWN_TIMEOUT_MS: milliseconds.default(10_000),
  // How often each instance marks the due no-shows of the clubs that want them marked (tests shorten it).
  NO_SHOW_SWEEP_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  RELEASE_SWEEP_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
  RELEASE_PROOF_WORK: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  // Behind reverse proxies the client address comes from X-Forwarded-For, past the trusted hops only; trusting
  // more than are really there lets anyone dodge the per-address throttles.
  TRUST_PROXY: z
    .string()
    .default("0")
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({
          code: "custom",
          message: `must be a number of proxy hops or a list of addresses and ranges (${String(error)})`,
        });
        return z.NEVER;
      }
    }),
});

type Env = z.infer<typeof envSchema>;
export type Config = ReturnType<typeof toConfig>;

const toConfig = (env: Env) => {
  const isProduction = env.NODE_ENV === "production";
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    port: env.API_PORT,
    host: env.API_HOST,
    corsOrigins: env.CORS_ORIGINS,
    appOrigin: env.APP_ORIGIN,
    mongodbUri: env.MONGODB_URI,
    mongodbDb: env.MONGODB_DB,
    mongoClient: {
      w: env.MONGODB_W,
      timeoutMs: env.MONGODB_TIMEOUT_MS,
      maxPoolSize: env.MONGODB_MAX_POOL_SIZE,
      appName: env.MONGODB_APP_NAME,
    },
    dataDir: env.DATA_DIR,
    embeddedInMemory: env.EMBEDDED_MONGO_IN_MEMORY,
    embeddedPort: env.EMBEDDED_MONGO_PORT,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV === "development",
    migrateOnStart: env.MIGRATE_ON_START ?? !isProduction,
    apiDocs: env.API_DOCS ?? !isProduction,
    logRequests: env.LOG_REQUESTS,
    readinessTimeoutMs: env.READINESS_TIMEOUT_MS,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    noShowSweepMs: env.NO_SHOW_SWEEP_MS,
    releaseSweepMs: env.RELEASE_SWEEP_MS,
    releaseProofWork: env.RELEASE_PROOF_WORK,
    trustProxy: env.TRUST_PROXY,
  };
};

/** What the process is started for: serving needs mail, the one-shot migration does not. */
export type ConfigPurpose = "serve" | "migrate";

/** What a setup lacks as a whole (each value may be fine alone): one line, naming the variables. */
function missingSetting(env: Env, purpose: ConfigPurpose): string | undefined {
  if (env.NODE_ENV === "production") {
    const required =
      purpose === "serve" ? (["MONGODB_URI", "SMTP_URL"] as const) : (["MONGODB_URI"] as const);
    const missing = required.filter((name) => env[name] === undefined);
    if (missing.length)
      return `API cannot start: ${missing.join(" and ")} must be set when NODE_ENV is production`;
    if (env.SEED_DEMO)
      return "API cannot start: SEED_DEMO=1 is refused when NODE_ENV is production (the demo accounts share one published password)";
    return undefined;
  }
  if (env.MONGODB_URI === undefined && env.DATA_DIR === undefined && !env.EMBEDDED_MONGO_IN_MEMORY)
    return `API cannot start: no database: set MONGODB_URI, or for the embedded development database DATA_DIR (kept on disk) or EMBEDDED_MONGO_IN_MEMORY=1 (NODE_ENV is ${env.NODE_ENV})`;
  return undefined;
}

/**
 * Parses the environment once; throws one readable message listing every bad variable, or one line naming what a
 * production (or development) setup lacks.
 */
export function loadConfig(env: NodeJS.ProcessEnv, purpose: ConfigPurpose = "serve") {
  // Empty strings mean "unset" in shells and .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid API configuration:\n${lines.join("\n")}`);
  }
  const missing = missingSetting(parsed.data, purpose);
  if (missing) throw new Error(missing);
  return toConfig(parsed.data);
}
