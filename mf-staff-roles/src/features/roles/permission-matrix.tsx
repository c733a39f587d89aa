import styled from "@emotion/styled";
import { type Action, actions } from "contracts/domains/common/permissions";
import {
  type KindActions,
  levelActions,
  levelOf,
  type RoleKind,
  type RolePermissions,
  roleKinds,
  roleLevels,
} from "contracts/domains/staff-roles/schemas";
import type { TFunction } from "i18next";
import { colors, focusRing } from "ui-kit/tokens";

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${colors.border};
  border-radius: 8px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    height: 44px;
    padding: 0 0.75rem;
    border-bottom: 1px solid ${colors.border};
    text-align: center;
    white-space: nowrap;
  }
  th[scope="row"] {
    text-align: left;
    font-weight: 500;
  }
  thead th {
    background: ${colors.subtle};
    font-size: 0.875rem;
  }
  tbody tr:last-of-type > * {
    border-bottom: none;
  }
  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${colors.primary};
    cursor: pointer;
    &:focus-visible {
      ${focusRing}
    }
    &:disabled {
      cursor: not-allowed;
      opacity: 0.4;
    }
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding: 0.75rem;
  }
  /* Phone width: eight rows of five columns fit without scrolling sideways. */
  @media (max-width: 640px) {
    th,
    td {
      padding: 0 0.375rem;
    }
    th[scope="row"],
    thead th {
      white-space: normal;
      line-height: 1.3;
    }
    thead th {
      font-size: 0.75rem;
    }
  }
`;

const Hint = styled.span`
  display: block;
  margin-top: 0.25rem;
  font-weight: 400;
  font-size: 0.875rem;
  color: ${colors.muted};
`;

const none: KindActions = levelActions.none;

export interface PermissionMatrixProps {
  /** add-role offers levels (None, View, Edit, All); edit-role the four actions (spec §6). */
  mode: "levels" | "actions";
  value: RolePermissions;
  onChange: (value: RolePermissions) => void;
  t: TFunction;
  /** Whether the signed-in user holds `action` on `kind`: nobody grants what they do not hold (the server agrees). */
  holds?: (kind: RoleKind, action: Action) => boolean;
}

const anyone = () => true;

/**
 * One row per kind. Both modes edit the same stored actions: a level stands for its actions, and an action screen
 * keeps read in step (granting create, update or delete grants read; taking read away takes all of them).
 */
export function PermissionMatrix({ mode, value, onChange, t, holds = anyone }: PermissionMatrixProps) {
  const mayGrant = (kind: RoleKind, wanted: KindActions) =>
    actions.every((action) => !wanted[action] || holds(kind, action));
  const limited = roleKinds.some((kind) => !mayGrant(kind, levelActions.all));
  const set = (kind: RoleKind, next: KindActions) => onChange({ ...value, [kind]: next });
  const toggle = (kind: RoleKind, action: Action, on: boolean) => {
    const current = value[kind] ?? none;
    if (action === "read") return set(kind, on ? { ...current, read: true } : { ...none });
    set(kind, { ...current, [action]: on, read: on ? true : current.read });
  };
  const columns =
    mode === "levels" ? roleLevels.map((l) => t(`levels.${l}`)) : actions.map((a) => t(`actions.${a}`));
  return (
    <Scroller>
      <Table>
        <caption>
          {t("roles.matrix")}
          {limited && <Hint>{t("roles.grantOwnOnly")}</Hint>}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("roles.kind")}</th>
            {columns.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {roleKinds.map((kind) => {
            const kindLabel = t(`kinds.${kind}`);
            const granted = value[kind] ?? none;
            return (
              <tr key={kind}>
                <th scope="row">{kindLabel}</th>
                {mode === "levels"
                  ? roleLevels.map((level) => (
                      <td key={level}>
                        <input
                          type="radio"
                          name={`level-${kind}`}
                          aria-label={t("roles.levelFor", { kind: kindLabel, level: t(`levels.${level}`) })}
                          checked={levelOf(granted) === level}
                          disabled={levelOf(granted) !== level && !mayGrant(kind, levelActions[level])}
                          onChange={() => set(kind, { ...levelActions[level] })}
                        />
                      </td>
                    ))
                  : actions.map((action) => (
                      <td key={action}>
                        <input
                          type="checkbox"
                          aria-label={t("roles.levelFor", { kind: kindLabel, level: t(`actions.${action}`) })}
                          checked={granted[action]}
                          disabled={!granted[action] && !holds(kind, action)}
                          onChange={(event) => toggle(kind, action, event.target.checked)}
                        />
                      </td>
                    ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
}
