import { actions } from "contracts/domains/common/permissions";
import {
  type KindActions,
  levelActions,
  levelOf,
  type RolePermissions,
  roleKinds,
} from "contracts/domains/staff-roles/schemas";
import type { TFunction } from "i18next";

const sameActions = (a: KindActions | undefined, b: KindActions) =>
  actions.every((action) => (a?.[action] ?? false) === b[action]);

/** "Price schedule: View · Reservation: All": the kinds a role grants, each at its add-role level. */
export function accessSummary(permissions: RolePermissions, t: TFunction): string {
  // A role with one level everywhere (Manager, Viewer) reads better as one line than as eight.
  const level = levelOf(roleKinds[0] ? permissions[roleKinds[0]] : undefined);
  if (level !== "none" && roleKinds.every((kind) => sameActions(permissions[kind], levelActions[level]))) {
    return t("roles.everyKind", { level: t(`levels.${level}`) });
  }
  const parts = roleKinds.flatMap((kind) => {
    const granted = permissions[kind];
    if (!granted || !actions.some((action) => granted[action])) return [];
    // A grant the three levels cannot name (say create without read) still shows, as the nearest level.
    const shown = levelOf(granted) === "none" ? "view" : levelOf(granted);
    return [t("roles.levelFor", { kind: t(`kinds.${kind}`), level: t(`levels.${shown}`) })];
  });
  return parts.length ? parts.join(" · ") : t("roles.noAccess");
}
