import pino, { type Logger } from "pino";

export type { Logger };

/**
 * The API's log: one JSON record per line (pino), each with its level name, an ISO time, the process id and host
 * name, so the lines of any number of instances can be merged and searched. Records go to stdout, or to `write`
 * one line at a time (tests collect them; a sink that drops them silences the log).
 */
export function createLogger(write?: (line: string) => void): Logger {
  const options: pino.LoggerOptions = {
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  if (!write) return pino(options);
  return pino(options, {
    write: (chunk: string) => write(chunk.endsWith("\n") ? chunk.slice(0, -1) : chunk),
  });
}
