import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SerialQueue } from './serial-queue.js';

describe('SerialQueue', () => {
  it('tasks run one at a time in arrival order, whether earlier ones resolve or throw', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.boolean(), fc.nat({ max: 3 })), { maxLength: 12 }), async (plan) => {
        const queue = new SerialQueue();
        const events: string[] = [];
        let running = 0;
        const runs = plan.map(([fails, yields], index) =>
          queue.run(async () => {
            running += 1;
            expect(running).toBe(1);
            events.push(`start ${index}`);
            for (let i = 0; i < yields; i += 1) await Promise.resolve();
            events.push(`end ${index}`);
            running -= 1;
            if (fails) throw new Error(`task ${index}`);
            return index;
          }),
        );
        const outcomes = await Promise.allSettled(runs);
        expect(events).toEqual(plan.flatMap((_, index) => [`start ${index}`, `end ${index}`]));
        outcomes.forEach((outcome, index) => {
          expect(outcome.status).toBe(plan[index]?.[0] ? 'rejected' : 'fulfilled');
        });
      }),
    );
  });
});
