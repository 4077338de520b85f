import { describe, expect, it } from 'vitest';
import { withProgress, type Schedule } from './progress.js';
import { bufferWriter } from './testing/buffer-io.js';

// The scheduler fires at once or never, so nothing here depends on the clock.
const firesAtOnce: Schedule = (fn) => (fn(), () => undefined);
const neverFires: Schedule = () => () => undefined;

describe('withProgress', () => {
  it('shows the label on a terminal when the work is slow, then wipes the line', async () => {
    const tty = bufferWriter(true);
    expect(await withProgress(tty, 'Looking up ST0000000001', Promise.resolve(7), firesAtOnce)).toBe(7);
    expect(tty.text()).toBe('Looking up ST0000000001…\r\u001b[K');
  });

  it('writes nothing when the work is quick', async () => {
    const tty = bufferWriter(true);
    await withProgress(tty, 'Looking up', Promise.resolve(1), neverFires);
    expect(tty.text()).toBe('');
  });

  it('writes nothing off a terminal, however slow', async () => {
    const pipe = bufferWriter(false);
    await withProgress(pipe, 'Looking up', Promise.resolve(1), firesAtOnce);
    expect(pipe.text()).toBe('');
  });

  it('wipes the line when the work fails too', async () => {
    const tty = bufferWriter(true);
    await expect(withProgress(tty, 'Looking up', Promise.reject(new Error('boom')), firesAtOnce)).rejects.toThrow('boom');
    expect(tty.text()).toBe('Looking up…\r\u001b[K');
  });
});
