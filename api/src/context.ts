import { OpenAPIHono } from "@hono/zod-openapi";
import type { MessageLanguage } from "shared/errors/messages";
import type { ClubRole } from "./lib/club-roles";
import type { HashCost } from "./lib/password";
import type { Mailer } from "./mail/mailer";
import type { TrustProxy } from "./middleware/client-address";
import { validationHook } from "./middleware/errors";
import type { Repositories } from "./repositories";
import type { AccountDoc } from "./repositories/accounts-repository";
import type { ClubDoc } from "./repositories/clubs-repository";
import type { SessionDoc } from "./repositories/sessions-repository";

export interface Auth {
  account: AccountDoc;
  session: SessionDoc;
}

/** Set by `requireClubAccess` for the club the request names. */
export interface ClubAccess {
  club: ClubDoc;
  role: ClubRole;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    /** The client's own `X-Request-Id`, logged beside the API's id, when it sent one. */
    clientRequestId?: string;
    language: MessageLanguage;
    auth: Auth;
    clubAccess: ClubAccess;
  };
}

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

export const newRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
