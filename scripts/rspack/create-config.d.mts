import type { Configuration } from "@rspack/core";

export function createConfig(
  dir: string,
  env?: { outDir?: string; declaration?: string },
  argv?: { mode?: "development" | "production" },
): Configuration;
