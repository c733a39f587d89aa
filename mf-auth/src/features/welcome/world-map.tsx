import styled from "@emotion/styled";
import { useTexts } from "platform/i18n/use-texts";
import { colors, focusRing } from "ui-kit/tokens";
import { type CountryCode, countries } from "../common/countries";
import { welcomeTexts } from "./texts";
import { landPaths, MAP_HEIGHT, MAP_WIDTH, project } from "./world-map-shapes";

const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: ${MAP_WIDTH} / ${MAP_HEIGHT};
  border-radius: 12px;
  overflow: hidden;
  background: #dbeefe;
`;

// The pin's tip (9px from its left edge, at its bottom) sits on the country whichever side the name is on.
const placement = {
  top: "flex-direction: column; align-items: center; transform: translate(-50%, -100%);",
  right: "flex-direction: row-reverse; align-items: flex-end; transform: translate(-9px, -100%);",
  left: "flex-direction: row; align-items: flex-end; transform: translate(calc(-100% + 9px), -100%);",
  // The pin (24px tall) above, the name under it: for a marker near the right edge, where a side label is cut off.
  bottom: "flex-direction: column-reverse; align-items: center; transform: translate(-50%, -24px);",
} as const;

const Marker = styled.button<{ chosen: boolean; side: keyof typeof placement }>`
  position: absolute;
  display: flex;
  ${(p) => placement[p.side]}
  gap: 2px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  font-size: 0.75rem;
  font-weight: 600;
  color: ${colors.text};
  &:focus-visible {
    ${focusRing}
  }
  span:first-of-type {
    padding: 2px 6px;
    border-radius: 999px;
    background: ${(p) => (p.chosen ? colors.primary : colors.surface)};
    color: ${(p) => (p.chosen ? colors.primaryText : colors.text)};
    box-shadow: 0 1px 3px rgba(16, 24, 40, 0.3);
    white-space: nowrap;
  }
`;

const Pin = () => (
  <svg width="18" height="24" viewBox="0 0 18 24" aria-hidden="true">
    <path d="M9 0C4 0 0 4 0 9c0 6.5 9 15 9 15s9-8.5 9-15c0-5-4-9-9-9z" fill="#d92d20" />
    <circle cx="9" cy="9" r="3.5" fill="#fff" />
  </svg>
);

export interface WorldMapProps {
  selected: CountryCode | null;
  onSelect: (code: CountryCode) => void;
}

/** A drawn world map with one real button per served country, so mouse, touch and keyboard all work. */
export function WorldMap({ selected, onSelect }: WorldMapProps) {
  const { t } = useTexts(welcomeTexts);
  return (
    <Frame role="group" aria-label={t("welcome.mapLabel")}>
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} width="100%" height="100%" aria-hidden="true">
        <g fill="#b7d7a8" stroke="#7aa86a" strokeWidth="1" strokeLinejoin="round">
          {landPaths.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
      </svg>
      {countries.map((country) => {
        const [x, y] = project(country.at);
        return (
          <Marker
            key={country.code}
            type="button"
            chosen={selected === country.code}
            side={country.label}
            aria-pressed={selected === country.code}
            style={{ left: `${(x / MAP_WIDTH) * 100}%`, top: `${(y / MAP_HEIGHT) * 100}%` }}
            onClick={() => onSelect(country.code)}
          >
            <span>{t(`countries.${country.code}`)}</span>
            <Pin />
          </Marker>
        );
      })}
    </Frame>
  );
}
