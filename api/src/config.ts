import { resolve } from "node:path";
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

const flag = z.enum(["0", "1", "true", "false", ""]).transform((value) => value === "1" || value === "true");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().min(1).default("127.0.0.1"),
  CORS_ORIGINS: commaList.default(["http://localhost:3000", "http://127.0.0.1:3000"]),
  APP_ORIGIN: origin.default("http://localhost:3000"),
  MONGODB_URI: z.string().startsWith("mongodb", "must start with mongodb:// or mongodb+srv://").optional(),
  MONGODB_DB: z.string().min(1).default("golf"),
  DATA_DIR: z.string().min(1).optional(),
  EMBEDDED_MONGO_IN_MEMORY: flag.default(false),
  // A fixed port for the embedded server (free one by default), so a test suite can reach the same database as
  // the API it runs against; the end-to-end suite moves an online hold's expiry through it.
  EMBEDDED_MONGO_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_URL: z.string().startsWith("smtp", "must start with smtp:// or smtps://").optional(),
  MAIL_FROM: z.string().min(3).default("Golf Back-office <no-reply@localhost>"),
  LOG_REQUESTS: flag.default(true),
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

export type Config = ReturnType<typeof toConfig>;

const toConfig = (env: z.infer<typeof envSchema>, repoRoot: string) => ({
  nodeEnv: env.NODE_ENV,
  isProduction: env.NODE_ENV === "production",
  port: env.API_PORT,
  host: env.API_HOST,
  corsOrigins: env.CORS_ORIGINS,
  appOrigin: env.APP_ORIGIN,
  mongodbUri: env.MONGODB_URI,
  mongodbDb: env.MONGODB_DB,
  dataDir: env.DATA_DIR ?? resolve(repoRoot, ".data"),
  embeddedInMemory: env.EMBEDDED_MONGO_IN_MEMORY,
  embeddedPort: env.EMBEDDED_MONGO_PORT,
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  logRequests: env.LOG_REQUESTS,
  trustProxy: env.TRUST_PROXY,
});

/** Parses the environment once; throws one readable message listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv, repoRoot: string) {
  // Empty strings mean "unset" in shells and .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid API configuration:\n${lines.join("\n")}`);
  }
  return toConfig(parsed.data, repoRoot);
}
