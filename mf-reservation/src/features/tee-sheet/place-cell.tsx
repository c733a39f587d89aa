import type { TeeSheetPlace } from "contracts/domains/reservations/desk";
import { formatTimeIn } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { type DragEvent, type KeyboardEvent, useState } from "react";
import { type PlaceCell, playerName } from "./sheet-model";
import { teeSheetTexts } from "./texts";

/** Where a cell sits in the grid, for the arrow keys: its row and its column over every course shown. */
export interface CellPosition {
  row: number;
  col: number;
}

/** The type a dragged party carries, so a drop from elsewhere (a file, a link) is not taken for one. */
export const PARTY_DRAG_TYPE = "application/x-golf-reservation";

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
  /** A player's place whose party may be moved: dragging it starts a move (`onDragEnd` when dropped or given up). */
  onDragStart?: (() => void) | undefined;
  onDragEnd?: () => void;
  /** A free place the party being dragged fits on: dropping it here moves the party to this tee time. */
  onDropHere?: (() => void) | undefined;
}

/** One place of a tee time: a player (name, tier, check-in, payment, no-show) or an 'Open Spot' to book. */
export function PlaceCellView({ cell, position, active, timeZone, changed, ...on }: Props) {
  const { t, i18n } = useTexts(teeSheetTexts);
  const [over, setOver] = useState(false);
  if (cell.kind === "none") return <td className="place" />;
  const common = {
    type: "button" as const,
    tabIndex: active ? 0 : -1,
    "data-row": position.row,
    "data-col": position.col,
    onFocus: () => on.onFocus(position),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => on.onKeyDown(event, position),
  };
  if (cell.kind === "open") {
    const drop = on.onDropHere;
    const accept = (event: DragEvent) => {
      if (!drop || !event.dataTransfer?.types.includes(PARTY_DRAG_TYPE)) return false;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      return true;
    };
    return (
      <td
        className="place"
        data-drop={drop ? (over ? "over" : "open") : undefined}
        onDragOver={(event) => setOver(accept(event))}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          setOver(false);
          if (accept(event)) drop?.();
        }}
      >
        <button {...common} className="open" onClick={on.onOpenSpot}>
          {/* Spec §2: the slot reads 'Open Spot'; how many places, smaller, after it. */}
          {t("table.openSpotName")} <small>{t("table.openSpotPlaces", { count: cell.free })}</small>
        </button>
      </td>
    );
  }
  const { place, party } = cell;
  const noShow = place.status === "noshow";
  return (
    <td className="place" data-tone={place.type} data-changed={changed ? "" : undefined}>
      <button
        {...common}
        className="player"
        data-state={noShow ? "noshow" : place.checkedInAt ? "checkedIn" : undefined}
        draggable={on.onDragStart ? true : undefined}
        onDragStart={(event) => {
          if (!on.onDragStart) return;
          event.dataTransfer?.setData(PARTY_DRAG_TYPE, place.reservationId);
          if (event.dataTransfer) event.dataTransfer.effectAllowed = "move";
          on.onDragStart();
        }}
        onDragEnd={on.onDragEnd}
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
          {/* The party's extras, once, on the booker's place. */}
          {place.place === 1 && party.cart && <span className="badge">{t("fields.cart")}</span>}
          {place.place === 1 && party.caddie && <span className="badge">{t("fields.caddie")}</span>}
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
