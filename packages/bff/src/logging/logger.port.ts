import type { LogLevel } from '../config/config.js';

/** Structured fields of a log line; values must be JSON-serialisable. */
export type LogFields = Readonly<Record<string, unknown>>;

/** The bff's logging port: one structured line per call, never free text with data inside. */
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export type EmittingLevel = Exclude<LogLevel, 'silent'>;

const rank: Readonly<Record<LogLevel, number>> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** True when a line at `level` passes a logger configured at `threshold`. */
export function isEnabled(level: EmittingLevel, threshold: LogLevel): boolean {
  return rank[level] >= rank[threshold];
}
