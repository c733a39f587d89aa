export function contentSecurityPolicy(options: {
  registry: Record<string, { manifest: string }>;
  config: { apiBaseUrl?: string };
  devConnect?: string[];
}): string;
export function documentHeaders(policy: string): Record<string, string>;
