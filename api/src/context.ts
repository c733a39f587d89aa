import type { HashCost } from "./lib/password";
import type { Mailer } from "./mail/mailer";
import type { TrustProxy } from "./middleware/client-address";
import type { Repositories } from "./repositories";

/** What every resource needs; built once by `createApp` and closed over by the route modules. */
export interface AppContext {
  repos: Repositories;
  mailer: Mailer;
  appOrigin: string;
  isProduction: boolean;
  trustProxy: TrustProxy;
  hashCost: HashCost;
  now: () => Date;
  log: (line: string) => void;
}
