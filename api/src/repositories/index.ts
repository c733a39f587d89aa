import type { Db } from "mongodb";
import { atomically } from "../lib/transaction";
import { AccountsRepository } from "./accounts-repository";
import { AuditRepository } from "./audit-repository";
import { ClubsRepository } from "./clubs-repository";
import { CustomersRepository } from "./customers-repository";
import { FileStore } from "./file-store";
import { LinkTokensRepository } from "./link-tokens-repository";
import { MembershipTiersRepository } from "./membership-tiers-repository";
import { OutboxRepository } from "./outbox-repository";
import { ReleasesRepository } from "./releases-repository";
import { ReservationSettingsRepository } from "./reservation-settings-repository";
import { ReservationsRepository } from "./reservations-repository";
import { RolesRepository } from "./roles-repository";
import { SchedulesRepository } from "./schedules-repository";
import { SessionsRepository } from "./sessions-repository";
import { StaffRepository } from "./staff-repository";
import { ThrottleRepository } from "./throttle-repository";
import { WaitlistRepository } from "./waitlist-repository";

export function createRepositories(db: Db) {
  return {
    accounts: new AccountsRepository(db),
    sessions: new SessionsRepository(db),
    linkTokens: new LinkTokensRepository(db),
    throttle: new ThrottleRepository(db),
    clubs: new ClubsRepository(db),
    outbox: new OutboxRepository(db),
    schedules: new SchedulesRepository(db),
    certificates: new FileStore(db, "certificates"),
    clubImages: new FileStore(db, "clubImages"),
    roles: new RolesRepository(db),
    staff: new StaffRepository(db),
    audit: new AuditRepository(db),
    membershipTiers: new MembershipTiersRepository(db),
    customers: new CustomersRepository(db),
    reservations: new ReservationsRepository(db),
    reservationSettings: new ReservationSettingsRepository(db),
    waitlist: new WaitlistRepository(db),
    releases: new ReleasesRepository(db),
    /** Runs `work` in one transaction: what it writes through the repositories commits together or not at all. */
    atomically: <T>(work: () => Promise<T>) => atomically(db.client, work),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

/** Every repository declares its own indexes; creating them is idempotent, so this runs at each start. */
export async function ensureIndexes(repos: Repositories) {
  for (const repo of [
    repos.accounts,
    repos.sessions,
    repos.linkTokens,
    repos.throttle,
    repos.clubs,
    repos.outbox,
    repos.roles,
    repos.staff,
    repos.audit,
    repos.schedules,
    repos.membershipTiers,
    repos.customers,
    repos.reservations,
    repos.waitlist,
    repos.releases,
  ]) {
    await repo.ensureIndexes();
  }
}
