import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOpeningHours, parseOpeningHours } from './opening-hours.js';

describe('a store’s opening hours', () => {
  it('reads runs of days and single days with their hours', () => {
    expect(parseOpeningHours('Mon-Sat 10:00-20:00, Sun 11:00-18:00')).toEqual([
      { fromDay: 1, toDay: 6, opens: '10:00', closes: '20:00' },
      { fromDay: 7, toDay: 7, opens: '11:00', closes: '18:00' },
    ]);
  });

  it('gives up on text it cannot read, so the store’s own words are shown', () => {
    for (const text of ['', 'By appointment', 'Sat-Mon 10:00-18:00', 'Mon 25:00-26:00', 'Mon-Fri 9-5', 'Mon 10:00-20:00,']) {
      expect(parseOpeningHours(text)).toBeNull();
      expect(formatOpeningHours(text, 'en-US')).toBeNull();
    }
  });

  it('writes days and times as each locale does', () => {
    const text = 'Mon-Sat 10:00-20:00, Sun 11:00-18:00';
    const squash = (lines: ReturnType<typeof formatOpeningHours>) => lines?.map((l) => `${l.days} | ${l.hours}`.replace(/\s/g, ' '));
    expect(squash(formatOpeningHours(text, 'en-US'))).toEqual(['Mon – Sat | 10:00 AM – 8:00 PM', 'Sun | 11:00 AM – 6:00 PM']);
    expect(squash(formatOpeningHours(text, 'fr-CA'))).toEqual(['lun. – sam. | 10 h 00 – 20 h 00', 'dim. | 11 h 00 – 18 h 00']);
    expect(squash(formatOpeningHours(text, 'en-GB'))).toEqual(['Mon – Sat | 10:00–20:00', 'Sun | 11:00–18:00']);
  });

  it('law: every well-formed week reads back as the spans it was written from', () => {
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    const hhmm = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const span = fc
      .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 6 }), hhmm, hhmm)
      .map(([from, length, opens, closes]) => ({ fromDay: from, toDay: Math.min(7, from + length), opens, closes }));
    fc.assert(
      fc.property(fc.array(span, { minLength: 1, maxLength: 4 }), (spans) => {
        const text = spans.map((s) => `${days[s.fromDay - 1]}${s.toDay === s.fromDay ? '' : `-${days[s.toDay - 1]}`} ${s.opens}-${s.closes}`).join(', ');
        expect(parseOpeningHours(text)).toEqual(spans);
      }),
      { numRuns: 200 },
    );
  });
});
