import type { LogLevel } from '../config/config.js';
import { createBufferedLineWriter } from './buffered-line-writer.js';
import { isEnabled, type EmittingLevel, type LogFields, type Logger } from './logger.port.js';

export interface JsonLoggerOptions {
  readonly level: LogLevel;
  /** Receives one complete line, newline included. */
  readonly write: (line: string) => void;
  readonly now: () => Date;
}

/** A Logger writing one JSON object per line: `time`, `level`, `msg`, then the fields. */
export function createJsonLogger(options: JsonLoggerOptions): Logger {
  const emit =
    (level: EmittingLevel) =>
    (msg: string, fields: LogFields = {}) => {
      if (!isEnabled(level, options.level)) return;
      // The fixed keys go last so a field can never overwrite them. Object.assign, not a spread: on
      // Node 20 the spread took half of a request line's cost (bench/api's product details).
      const line: Record<string, unknown> = Object.assign({}, fields);
      line.time = options.now().toISOString();
      line.level = level;
      line.msg = msg;
      // A replacer makes JSON.stringify call back for every key: only lines with an object field need it
      // (the request line, all strings and numbers, is most of the log and took 12 % of a cached route's time).
      options.write(`${JSON.stringify(line, hasObjectField(fields) ? errorReplacer : undefined)}\n`);
    };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}

/**
 * A JSON logger on stdout with the real clock: what `main` uses. Lines are written once per turn of
 * the event loop (createBufferedLineWriter) and flushed when the process exits, so a line is lost
 * only if the process is killed outright (SIGKILL) within the turn that logged it.
 */
export function createStdoutJsonLogger(level: LogLevel): Logger {
  const out = createBufferedLineWriter({ write: (chunk) => process.stdout.write(chunk), schedule: (flush) => void setImmediate(flush) });
  process.once('exit', () => out.flush());
  return createJsonLogger({ level, write: (line) => out.write(line), now: () => new Date() });
}

function hasObjectField(fields: LogFields): boolean {
  for (const key in fields) {
    const value = fields[key];
    if (typeof value === 'object' && value !== null) return true;
  }
  return false;
}

function errorReplacer(_key: string, value: unknown): unknown {
  // Errors serialise to {} by default; keep name and message. A caller that wants the
  // stack passes it as its own field, so it is a choice made where the error is handled.
  if (value instanceof Error) return { name: value.name, message: value.message };
  return value;
}
