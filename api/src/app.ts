import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { Db } from "mongodb";
import type { AppContext } from "./context";
import type { AppEnv } from "./env";
import { basePath } from "./lib/base-path";
import { routeBodyLimit } from "./lib/body-limits";
import { docsUi } from "./lib/docs-ui";
import { pickLanguage } from "./lib/language";
import { createLogger, type Logger } from "./lib/logger";
import { documentConfig, withCommonResponses } from "./lib/openapi";
import { defaultHashCost, type HashCost } from "./lib/password";
import { createReadiness, type Readiness } from "./lib/readiness";
import { LiveHub } from "./live/hub";
import { createOutboxMailer, type Mailer } from "./mail/mailer";
import { type TrustProxy, trustNoProxy } from "./middleware/client-address";
import { corsHeaders } from "./middleware/cors";
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
import { liveRouter } from "./routes/live/router";
import { membershipTiersRouter } from "./routes/membership-tiers/router";
import { onlineBookingRouter } from "./routes/online-booking/router";
import { passwordResetRouter } from "./routes/password-reset/router";
import { releasesRouter } from "./routes/releases/router";
import { reportsRouter } from "./routes/reports/router";
import { reservationsRouter } from "./routes/reservations/router";
import { schedulesRouter } from "./routes/schedules/router";
import { signInRouter } from "./routes/sign-in/router";
import { signUpRouter } from "./routes/sign-up/router";
import { staffRolesRouter } from "./routes/staff-roles/router";
import { usersRouter } from "./routes/users/router";
import { waitlistRouter } from "./routes/waitlist/router";
import { type CpuPool, sharedCpuPool } from "./workers/cpu-pool";

export { basePath };

export interface AppDeps {
  db: Db;
  appOrigin: string;
  corsOrigins: string[];
  isProduction: boolean;
  /** Defaults to the development outbox. */
  mailer?: Mailer;
  hashCost?: HashCost;
  /** The proof of work of a release join: the most tries (100,000 by default; RELEASE_PROOF_WORK). */
  releaseProofWork?: number;
  /** The worker pool for PDFs and CSV reading; by default the process's shared pool (no idle worker). */
  cpu?: CpuPool;
  /** Which hops in front of the API are trusted proxies; none by default. */
  trustProxy?: TrustProxy;
  /** One record per request (method, path, status, time, request ids); on unless false. */
  logRequests?: boolean;
  /** Where the log's JSON lines go, one record each; stdout by default. A sink that drops them silences the log. */
  log?: (line: string) => void;
  now?: () => Date;
  /** Told by `main.ts` when the instance stops; by default a database ping with a 2-second timeout. */
  readiness?: Readiness;
  /**
   * The instance's live streams; made here by default. Whoever stops the instance closes it first (`main.ts` on
   * SIGTERM, the test harness), so open streams end and desks reconnect elsewhere.
   */
  live?: LiveHub;
  /** The Swagger UI page (`/docs`); on by default outside production. */
  apiDocs?: boolean;
}

/** Probes that succeed are left out of the log: a balancer asks every few seconds, per instance. */
const probes = new Set([`${basePath}/health`, `${basePath}/health/ready`]);

const requestLog = (logger: Logger) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    if (status < 400 && probes.has(c.req.path)) return;
    logger.info(
      {
        reqId: c.var.requestId,
        ...(c.var.clientRequestId ? { clientReqId: c.var.clientRequestId } : {}),
        method: c.req.method,
        path: c.req.path,
        status,
        ms: Number((performance.now() - started).toFixed(1)),
      },
      `${c.req.method} ${c.req.path} ${status}`,
    );
  });

export function createApp(deps: AppDeps) {
  const logger = createLogger(deps.log);
  const log = (line: string) => logger.info(line);
  const repos = createRepositories(deps.db);
  const ctx: AppContext = {
    repos,
    mailer: deps.mailer ?? createOutboxMailer(repos.outbox, log),
    appOrigin: deps.appOrigin,
    isProduction: deps.isProduction,
    trustProxy: deps.trustProxy ?? trustNoProxy,
    hashCost: deps.hashCost ?? defaultHashCost,
    releaseProofWork: deps.releaseProofWork ?? 100_000,
    cpu: deps.cpu ?? sharedCpuPool(),
    now: deps.now ?? (() => new Date()),
    log,
    readiness: deps.readiness ?? createReadiness(deps.db, 2_000),
    live: deps.live ?? new LiveHub(deps.db, { log }),
  };

  const app = newRouter();
  app.use(requestIds());
  if (deps.logRequests ?? true) app.use(requestLog(logger));
  // A handler's own value wins: club pictures are for any site's <img> (Cross-Origin-Resource-Policy).
  app.use(secureHeaders({ overwrite: false }));
  const appCors = corsHeaders({
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
  const publicCors = corsHeaders({
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
  // Each route declares its body limit (`lib/body-limits.ts`); applied here, before any other check reads the request.
  app.use(`${basePath}/*`, routeBodyLimit());

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
    .route("/", liveRouter(ctx))
    .route("/", reportsRouter(ctx))
    .route("/", onlineBookingRouter())
    .route("/", waitlistRouter(ctx))
    .route("/", releasesRouter());
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
  if (deps.apiDocs ?? !deps.isProduction)
    api.route("/", docsUi(`${basePath}/openapi.json`, "Golf Back-office API"));

  app.route(basePath, api);
  app.notFound((c) => c.json(errorBody(c, "not_found"), 404));
  app.onError(errorHandler(logger));
  // The context too, for the work an instance does outside requests (the waitlist's offers).
  return Object.assign(app, { ctx });
}
export type App = ReturnType<typeof createApp>;
