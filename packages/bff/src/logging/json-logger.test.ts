import { describe, expect, it } from 'vitest';
import { createJsonLogger } from './json-logger.js';
import type { LogLevel } from '../config/config.js';

function collect(level: LogLevel) {
  const lines: string[] = [];
  const logger = createJsonLogger({ level, write: (line) => lines.push(line), now: () => new Date('2025-03-01T10:00:00.000Z') });
  return { logger, lines };
}

describe('createJsonLogger', () => {
  it('writes one JSON object per line with time, level, msg and the fields', () => {
    const { logger, lines } = collect('info');
    logger.info('request', { method: 'GET', status: 200 });
    expect(lines).toEqual([`${JSON.stringify({ method: 'GET', status: 200, time: '2025-03-01T10:00:00.000Z', level: 'info', msg: 'request' })}\n`]);
  });

  it('drops lines below the configured level and writes nothing when silent', () => {
    const info = collect('warn');
    info.logger.info('hidden');
    info.logger.error('shown');
    expect(info.lines.map((line) => JSON.parse(line).msg)).toEqual(['shown']);
    const silent = collect('silent');
    silent.logger.error('hidden');
    expect(silent.lines).toEqual([]);
  });

  it('never lets a field overwrite the fixed keys', () => {
    const { logger, lines } = collect('debug');
    logger.debug('real', { msg: 'fake', level: 'error' });
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ msg: 'real', level: 'debug' });
  });

  it('logs an error as its name and message, without the stack', () => {
    const { logger, lines } = collect('info');
    logger.error('boom', { error: new TypeError('bad thing') });
    const line = JSON.parse(lines[0] ?? '');
    expect(line.error).toEqual({ name: 'TypeError', message: 'bad thing' });
    expect(line.error.stack).toBeUndefined();
  });

  it('keeps an error nested in an object field as its name and message too', () => {
    const { logger, lines } = collect('info');
    logger.warn('retry', { attempt: { number: 2, cause: new RangeError('too far') } });
    expect(JSON.parse(lines[0] ?? '').attempt).toEqual({ number: 2, cause: { name: 'RangeError', message: 'too far' } });
  });
});
