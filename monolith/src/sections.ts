import type { DefinedRemote } from "platform/remote/define-remote";

/**
 * Each remote's section, by name: one dynamic import each (its chunk, plus its lazy screens' own chunks). The build
 * (`scripts/rspack/monolith.config.mjs`) fails when a workspace remote is missing here.
 */
export const sections: Record<string, () => Promise<{ remote: DefinedRemote }>> = {
  "mf-auth": () => import("../../mf-auth/src/remote"),
  "mf-club": () => import("../../mf-club/src/remote"),
  "mf-schedule": () => import("../../mf-schedule/src/remote"),
  "mf-reservation": () => import("../../mf-reservation/src/remote"),
  "mf-staff-roles": () => import("../../mf-staff-roles/src/remote"),
  "mf-customers": () => import("../../mf-customers/src/remote"),
  "mf-dashboard": () => import("../../mf-dashboard/src/remote"),
  "mf-booking": () => import("../../mf-booking/src/remote"),
};
