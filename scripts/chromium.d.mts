export function chromiumLaunchOptions(env?: Record<string, string | undefined>): {
  executablePath: string;
  args: string[];
};
