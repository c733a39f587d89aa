import type { TeeSheetPlace } from "contracts/domains/reservations/desk";
import { formatTimeIn } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import type { KeyboardEvent } from "react";
import { type PlaceCell, playerName } from "./sheet-model";
import { teeSheetTexts } from "./texts";

/** Where a cell sits in the grid, for the arrow keys: its row and its column over every course shown. */
export interface CellPosition {
  row: number;
  col: number;
}

interface Props {
  cell: PlaceCell;
  position: CellPosition;
  /** The one place the Tab key stops at (roving tabindex). */
  active: boolean;
  timeZone: string;
  changed: boolean;
  onFocus: (position: CellPosition) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, position: CellPosition) => void;
  onOpenSpot: () => void;
  onPlayer: (place: TeeSheetPlace) => void;
}

/** One place of a tee time: a player (name, tier, check-in, payment, no-show) or an 'Open Spot' to book. */
export function PlaceCellView({ cell, position, active, timeZone, changed, ...on }: Props) {
  const { t, i18n } = useTexts(teeSheetTexts);
  if (cell.kind === "none") return <td className="place" />;
  const common = {
    type: "button" as const,
    tabIndex: active ? 0 : -1,
    "data-row": position.row,
    "data-col": position.col,
    onFocus: () => on.onFocus(position),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => on.onKeyDown(event, position),
  };
  if (cell.kind === "open")
    return (
      <td className="place">
        <button {...common} className="open" onClick={on.onOpenSpot}>
          {/* Spec §2: the slot reads 'Open Spot'; how many places, smaller, after it. */}
          {t("table.openSpotName")} <small>{t("table.openSpotPlaces", { count: cell.free })}</small>
        </button>
      </td>
    );
  const { place } = cell;
  const noShow = place.status === "noshow";
  return (
    <td className="place" data-tone={place.type} data-changed={changed ? "" : undefined}>
      <button
        {...common}
        className="player"
        data-state={noShow ? "noshow" : place.checkedInAt ? "checkedIn" : undefined}
        onClick={() => on.onPlayer(place)}
      >
        <span className="name">{playerName(place, (n) => t("grid.guest", { place: n }))}</span>
        {place.tierName && <span className="tier"> · {place.tierName}</span>}
        <span className="states">
          {place.checkedInAt && <span className="badge in">{t("grid.checkedIn")}</span>}
          {noShow ? (
            <span className="badge noshow">{t("playerStatuses.noshow")}</span>
          ) : (
            <span className={`badge ${place.paymentState}`}>{t(`paymentStates.${place.paymentState}`)}</span>
          )}
        </span>
      </button>
      {place.place === 1 && place.status === "pending" && place.holdExpiresAt && (
        <div className="hold-until">
          {t("table.heldUntil", { time: formatTimeIn(place.holdExpiresAt, timeZone, i18n.language) })}
        </div>
      )}
    </td>
  );
}
