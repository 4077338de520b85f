import type { LogLevel } from '../config/config.js';
import { isEnabled, type EmittingLevel, type LogFields, type Logger } from './logger.port.js';

export interface JsonLoggerOptions {
  readonly level: LogLevel;
  /** Receives one complete line, newline included. */
  readonly write: (line: string) => void;
  readonly now: () => Date;
}

/** A Logger writing one JSON object per line: `time`, `level`, `msg`, then the fields. */
export function createJsonLogger(options: JsonLoggerOptions): Logger {
  const emit = (level: EmittingLevel) => (msg: string, fields: LogFields = {}) => {
    if (!isEnabled(level, options.level)) return;
    // The fixed keys go last so a field can never overwrite them.
    const line = { ...fields, time: options.now().toISOString(), level, msg };
    options.write(`${JSON.stringify(line, errorReplacer)}\n`);
  };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}

/** A JSON logger on stdout with the real clock: what `main` uses. */
export function createStdoutJsonLogger(level: LogLevel): Logger {
  return createJsonLogger({ level, write: (line) => process.stdout.write(line), now: () => new Date() });
}

function errorReplacer(_key: string, value: unknown): unknown {
  // Errors serialise to {} by default; keep name and message. A caller that wants the
  // stack passes it as its own field, so it is a choice made where the error is handled.
  if (value instanceof Error) return { name: value.name, message: value.message };
  return value;
}
