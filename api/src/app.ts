import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { Db } from "mongodb";
import type { AppContext } from "./context";
import type { AppEnv } from "./env";
import { ApiError } from "./lib/api-error";
import { basePath } from "./lib/base-path";
import { docsUi } from "./lib/docs-ui";
import { pickLanguage } from "./lib/language";
import { documentConfig, withCommonResponses } from "./lib/openapi";
import { defaultHashCost, type HashCost } from "./lib/password";
import { createOutboxMailer, type Mailer } from "./mail/mailer";
import { type TrustProxy, trustNoProxy } from "./middleware/client-address";
import { errorBody, errorHandler } from "./middleware/errors";
import { requestIds } from "./middleware/request-id";
import { createRepositories } from "./repositories";
import { newRouter } from "./router";
import { auditRouter } from "./routes/audit/router";
import { clientsRouter } from "./routes/clients/router";
import { clubsRouter } from "./routes/clubs/router";
import { customersRouter } from "./routes/customers/router";
import { devRouter } from "./routes/dev/router";
import { healthRouter } from "./routes/health/router";
import { membershipTiersRouter } from "./routes/membership-tiers/router";
import { onlineBookingRouter } from "./routes/online-booking/router";
import { passwordResetRouter } from "./routes/password-reset/router";
import { reservationsRouter } from "./routes/reservations/router";
import { schedulesRouter } from "./routes/schedules/router";
import { signInRouter } from "./routes/sign-in/router";
import { signUpRouter } from "./routes/sign-up/router";
import { staffRolesRouter } from "./routes/staff-roles/router";
import { usersRouter } from "./routes/users/router";

export { basePath };

export interface AppDeps {
  db: Db;
  appOrigin: string;
  corsOrigins: string[];
  isProduction: boolean;
  /** Defaults to the development outbox. */
  mailer?: Mailer;
  hashCost?: HashCost;
  /** Which hops in front of the API are trusted proxies; none by default. */
  trustProxy?: TrustProxy;
  logRequests?: boolean;
  log?: (line: string) => void;
  now?: () => Date;
}

const jsonLimit = 16 * 1024;
// Multipart sign-up carries a certificate of at most 5 MB plus the text fields.
const uploadLimit = 6 * 1024 * 1024;
// A club's information: three long texts of up to 2,000 characters in any script, plus the rest.
const clubJsonLimit = 64 * 1024;
// A club picture of at most 2 MB plus the multipart framing.
const imageLimit = 3 * 1024 * 1024;
const tooLarge = () => {
  throw new ApiError(413, "payload_too_large");
};

const requestLog = (log: (line: string) => void) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    const client = c.var.clientRequestId ? ` client-id=${c.var.clientRequestId}` : "";
    log(`${c.var.requestId} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms${client}`);
  });

export function createApp(deps: AppDeps) {
  const log = deps.log ?? ((line: string) => console.log(line));
  const repos = createRepositories(deps.db);
  const ctx: AppContext = {
    repos,
    mailer: deps.mailer ?? createOutboxMailer(repos.outbox, log),
    appOrigin: deps.appOrigin,
    isProduction: deps.isProduction,
    trustProxy: deps.trustProxy ?? trustNoProxy,
    hashCost: deps.hashCost ?? defaultHashCost,
    now: deps.now ?? (() => new Date()),
    log,
  };

  const app = newRouter();
  app.use(requestIds());
  if (deps.logRequests ?? true) app.use(requestLog(log));
  // A handler's own value wins: club pictures are for any site's <img> (Cross-Origin-Resource-Policy).
  app.use(secureHeaders({ overwrite: false }));
  const appCors = cors({
    origin: deps.corsOrigins,
    credentials: true,
    allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    allowHeaders: [
      "Authorization",
      "Content-Type",
      "Accept-Language",
      "No-Auth-Redirect",
      "X-XSRF-TOKEN",
      "Idempotency-Key",
    ],
    exposeHeaders: ["X-Request-Id", "Retry-After"],
    maxAge: 600,
  });
  // Online booking is called from each club's own website: any origin, and never with credentials, so no
  // session can ride along.
  const publicCors = cors({
    origin: "*",
    credentials: false,
    allowMethods: ["GET", "POST", "OPTIONS"],
    allowHeaders: ["Content-Type", "Accept-Language", "Idempotency-Key"],
    exposeHeaders: ["X-Request-Id", "Retry-After"],
    maxAge: 600,
  });
  app.use((c, next) =>
    c.req.path.startsWith(`${basePath}/public/`) ? publicCors(c, next) : appCors(c, next),
  );
  app.use(async (c, next) => {
    c.set("ctx", ctx);
    c.set("language", pickLanguage(c.req.header("accept-language")));
    await next();
  });
  const uploadBody = bodyLimit({ maxSize: uploadLimit, onError: tooLarge });
  const jsonBody = bodyLimit({ maxSize: jsonLimit, onError: tooLarge });
  const clubJsonBody = bodyLimit({ maxSize: clubJsonLimit, onError: tooLarge });
  const imageBody = bodyLimit({ maxSize: imageLimit, onError: tooLarge });
  app.use(`${basePath}/*`, (c, next) => {
    const path = c.req.path.slice(basePath.length);
    if (path === "/sign-up/business") return uploadBody(c, next);
    if (/^\/clubs\/[^/]+\/image$/.test(path)) return imageBody(c, next);
    // A customer CSV of the most rows an import takes, with room for long notes.
    if (/^\/clubs\/[^/]+\/customers\/import$/.test(path)) return imageBody(c, next);
    if (/^\/clubs(\/[^/]+)?$/.test(path)) return clubJsonBody(c, next);
    return jsonBody(c, next);
  });

  const api = newRouter()
    .route("/", healthRouter())
    .route("/", signUpRouter())
    .route("/", signInRouter(ctx))
    .route("/", usersRouter(ctx))
    .route("/", passwordResetRouter())
    .route("/", clientsRouter(ctx))
    .route("/", clubsRouter(ctx))
    .route("/", staffRolesRouter(ctx))
    .route("/", auditRouter(ctx))
    .route("/", schedulesRouter(ctx))
    .route("/", membershipTiersRouter(ctx))
    .route("/", customersRouter(ctx))
    .route("/", reservationsRouter(ctx))
    .route("/", onlineBookingRouter());
  if (!deps.isProduction) api.route("/", devRouter());

  api.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "The signToken returned by POST /sign-in",
  });
  let openapi: object | undefined;
  api.get("/openapi.json", (c) => {
    // Built on first use, once every route is registered; the routes never change after start.
    openapi ??= withCommonResponses(api.getOpenAPI31Document(documentConfig(basePath)));
    return c.json(openapi);
  });
  api.route("/", docsUi(`${basePath}/openapi.json`, "Golf Back-office API"));

  app.route(basePath, api);
  app.notFound((c) => c.json(errorBody(c, "not_found"), 404));
  app.onError(errorHandler(log));
  return app;
}
export type App = ReturnType<typeof createApp>;
