export function contentSecurityPolicy(options: {
  registry: Record<string, { manifest: string }>;
  config: { apiBaseUrl?: string; remoteOverrideOrigins?: string[] };
  styleNonce?: string;
  devConnect?: string[];
}): string;
export function newNonce(): string;
export function withNonce(html: string, nonce: string): string | null;
export function documentHeaders(policy: string): Record<string, string>;
