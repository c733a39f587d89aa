import type { HashCost } from "./lib/password";
import type { Readiness } from "./lib/readiness";
import type { LiveHub } from "./live/hub";
import type { Mailer } from "./mail/mailer";
import type { TrustProxy } from "./middleware/client-address";
import type { Repositories } from "./repositories";
import type { CpuPool } from "./workers/cpu-pool";

/**
 * What every resource needs; built once by `createApp`. Handlers read it from `c.var.ctx` (see `AppRouteHandler`);
 * routers take it to build their guards.
 */
export interface AppContext {
  repos: Repositories;
  mailer: Mailer;
  appOrigin: string;
  isProduction: boolean;
  trustProxy: TrustProxy;
  hashCost: HashCost;
  /** The most SHA-256 tries a release join asks of a client (its proof of work; half on average). */
  releaseProofWork: number;
  /** Worker threads for CPU-heavy work (PDFs, CSV reading), off the thread that answers requests. */
  cpu: CpuPool;
  now: () => Date;
  /** One line of the API's log (a JSON record with this message). */
  log: (line: string) => void;
  /** Whether this instance should be sent traffic (`GET /health/ready`). */
  readiness: Readiness;
  /** This instance's live streams (`GET /clubs/{clubId}/live`): one change stream per club with open desks. */
  live: LiveHub;
}
