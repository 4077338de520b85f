import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBufferedLineWriter } from './buffered-line-writer.js';

/** A writer over a recorded sink and a hand-run schedule. */
function recorded(maxBufferedChars?: number) {
  const chunks: string[] = [];
  const pending: (() => void)[] = [];
  const writer = createBufferedLineWriter({
    write: (chunk) => void chunks.push(chunk),
    schedule: (flush) => void pending.push(flush),
    ...(maxBufferedChars === undefined ? {} : { maxBufferedChars }),
  });
  const runScheduled = () => pending.splice(0).forEach((flush) => flush());
  return { writer, chunks, pending, runScheduled };
}

describe('createBufferedLineWriter', () => {
  it('writes the lines of one turn in one call, on the next turn, in order', () => {
    const { writer, chunks, pending, runScheduled } = recorded();
    writer.write('a\n');
    writer.write('b\n');
    writer.write('c\n');
    expect(chunks).toEqual([]);
    expect(pending).toHaveLength(1);
    runScheduled();
    expect(chunks).toEqual(['a\nb\nc\n']);
  });

  it('writes at once when the buffer is full, and flush empties it at exit', () => {
    const { writer, chunks, runScheduled } = recorded(6);
    writer.write('abc\n');
    writer.write('def\n');
    expect(chunks).toEqual(['abc\ndef\n']);
    writer.write('tail\n');
    writer.flush();
    expect(chunks).toEqual(['abc\ndef\n', 'tail\n']);
    runScheduled();
    expect(chunks).toHaveLength(2);
  });

  it('law: whatever the turns, every line comes out once, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ maxLength: 20 }), fc.boolean())), fc.integer({ min: 1, max: 64 }), (steps, max) => {
        const { writer, chunks, runScheduled } = recorded(max);
        for (const [text, turnEnds] of steps) {
          writer.write(`${text}\n`);
          if (turnEnds) runScheduled();
        }
        writer.flush();
        expect(chunks.join('')).toBe(steps.map(([text]) => `${text}\n`).join(''));
      }),
    );
  });
});
