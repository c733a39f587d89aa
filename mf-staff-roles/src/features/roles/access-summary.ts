import type { TFunction } from "i18next";
import { levelOf, type RolePermissions, roleKinds } from "shared/domains/staff-roles/schemas";

/** "Reservation: All · Price schedule: View": the kinds a role grants, each at its add-role level. */
export function accessSummary(permissions: RolePermissions, t: TFunction): string {
  const parts = roleKinds.flatMap((kind) => {
    const level = levelOf(permissions[kind]);
    const anything = Object.values(permissions[kind] ?? {}).some(Boolean);
    if (!anything) return [];
    // A grant the three levels cannot name (say create without read) still shows, as Edit or View.
    const shown = level === "none" ? "view" : level;
    return [t("roles.levelFor", { kind: t(`kinds.${kind}`), level: t(`levels.${shown}`) })];
  });
  return parts.length ? parts.join(" · ") : t("roles.noAccess");
}
