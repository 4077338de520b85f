import type { EmittingLevel, LogFields, Logger } from './logger.port.js';

export interface LogEntry {
  readonly level: EmittingLevel;
  readonly msg: string;
  readonly fields: LogFields;
}

/** A Logger that keeps every line in memory, so tests can read what was logged. */
export class MemoryLogger implements Logger {
  readonly entries: LogEntry[] = [];

  debug(msg: string, fields: LogFields = {}): void {
    this.entries.push({ level: 'debug', msg, fields });
  }

  info(msg: string, fields: LogFields = {}): void {
    this.entries.push({ level: 'info', msg, fields });
  }

  warn(msg: string, fields: LogFields = {}): void {
    this.entries.push({ level: 'warn', msg, fields });
  }

  error(msg: string, fields: LogFields = {}): void {
    this.entries.push({ level: 'error', msg, fields });
  }
}
