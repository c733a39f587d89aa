import styled from "@emotion/styled";
import { usePlatform } from "platform/remote/platform-context";
import { useState } from "react";

/**
 * The API answers picture URLs relative to its own root ("/api/v1.0/clubs/…/image?v=…"); when the API lives on
 * another origin (`apiBaseUrl`), the picture does too.
 */
export function pictureUrl(apiBaseUrl: string, url: string) {
  if (!apiBaseUrl || !url.startsWith("/")) return url;
  return new URL(url, apiBaseUrl).href;
}

const Frame = styled.div`
  aspect-ratio: 16 / 9;
  width: 100%;
  overflow: hidden;
  background: #e7f1ea;
  img,
  svg {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A fairway, a green and a flag: the picture of a club that has none, bundled so no page loads it from elsewhere. */
export function ClubPlaceholder() {
  return (
    <svg viewBox="0 0 320 180" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <rect width="320" height="180" fill="#cfe8d6" />
      <path d="M0 120 C80 95 150 140 320 105 L320 180 L0 180 Z" fill="#7fbf8e" />
      <path d="M0 145 C90 125 190 165 320 140 L320 180 L0 180 Z" fill="#4f9a63" />
      <ellipse cx="212" cy="118" rx="46" ry="11" fill="#9fd3a9" />
      <line x1="218" y1="116" x2="218" y2="58" stroke="#344054" strokeWidth="3" strokeLinecap="round" />
      <path d="M219 58 L252 68 L219 78 Z" fill="#d92d20" />
      <circle cx="150" cy="150" r="4" fill="#ffffff" />
      <circle cx="268" cy="40" r="16" fill="#fef3c7" />
    </svg>
  );
}

/** The club's picture, or the placeholder when it has none or the picture cannot be loaded. */
export function ClubPicture({ url, alt = "" }: { url: string | null; alt?: string }) {
  const { config } = usePlatform();
  const [failed, setFailed] = useState<string | null>(null);
  const src = url ? pictureUrl(config.apiBaseUrl, url) : null;
  return (
    <Frame>
      {src && failed !== src ? (
        <img src={src} alt={alt} loading="lazy" onError={() => setFailed(src)} />
      ) : (
        <ClubPlaceholder />
      )}
    </Frame>
  );
}
