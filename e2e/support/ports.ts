/**
 * Ports of the end-to-end deployment. Chosen once per run (the runner sets E2E_PORT_BASE before workers start, and
 * they inherit it), away from the development ports so a running `npm start` does not collide.
 */
if (!process.env.E2E_PORT_BASE) process.env.E2E_PORT_BASE = String(20_000 + (process.pid % 1_200) * 10);

const base = Number(process.env.E2E_PORT_BASE);

export const ports = {
  shell: base,
  "mf-auth": base + 1,
  "mf-club": base + 2,
  "mf-schedule": base + 3,
  "mf-reservation": base + 4,
  "mf-staff-roles": base + 5,
  "mf-customers": base + 6,
  api: base + 8,
} as const;

/**
 * The API's embedded database, on a known port so a spec can reach the data the API works on: the holds spec moves
 * an online hold's expiry into the past instead of waiting minutes for it (docs/api.md "Holds").
 */
export const embeddedMongoPort = base + 9;

export type RemoteName = Exclude<keyof typeof ports, "shell" | "api">;

export const origin = (app: keyof typeof ports) => `http://localhost:${ports[app]}`;

/** The environment `npm start` reads (scripts/start.mjs) for this deployment. */
export function deploymentEnv(): Record<string, string> {
  return {
    SHELL_PORT: String(ports.shell),
    MF_AUTH_PORT: String(ports["mf-auth"]),
    MF_CLUB_PORT: String(ports["mf-club"]),
    MF_SCHEDULE_PORT: String(ports["mf-schedule"]),
    MF_RESERVATION_PORT: String(ports["mf-reservation"]),
    MF_STAFF_ROLES_PORT: String(ports["mf-staff-roles"]),
    MF_CUSTOMERS_PORT: String(ports["mf-customers"]),
    API_PORT: String(ports.api),
    EMBEDDED_MONGO_IN_MEMORY: "1",
    EMBEDDED_MONGO_PORT: String(embeddedMongoPort),
  };
}
