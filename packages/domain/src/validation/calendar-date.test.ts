import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateOf, compareCalendarDates, formatCalendarDate, nextCalendarDay, parseCalendarDate, subtractCalendarYears } from './calendar-date.js';
import { dateRule, maxDateRule, minDateRule } from './date-rules.js';

const dateArb = fc
  .record({ year: fc.integer({ min: 1, max: 9998 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .map(({ year, month, day }) => calendarDateOf(year, month, day) ?? { year, month, day: 28 });

describe('calendar dates', () => {
  it('reads YYYY-MM-DD by default and other formats when told', () => {
    expect(parseCalendarDate('1990-12-31')).toEqual({ year: 1990, month: 12, day: 31 });
    expect(parseCalendarDate('12/31/1990', 'MM/DD/YYYY')).toEqual({ year: 1990, month: 12, day: 31 });
    expect(parseCalendarDate('31/12/1990', 'DD/MM/YYYY')).toEqual({ year: 1990, month: 12, day: 31 });
    expect(parseCalendarDate('31.12.1990', 'DD.MM.YYYY')).toEqual({ year: 1990, month: 12, day: 31 });
  });

  it('refuses days that do not exist and text in another format', () => {
    expect(parseCalendarDate('2023-02-29')).toBeUndefined();
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('1900-02-29')).toBeUndefined();
    expect(parseCalendarDate('2024-13-01')).toBeUndefined();
    expect(parseCalendarDate('12/31/1990')).toBeUndefined();
    expect(parseCalendarDate('1990-1-5')).toBeUndefined();
  });

  it('moves 29 February to 28 February when going back to a common year', () => {
    expect(subtractCalendarYears({ year: 2024, month: 2, day: 29 }, 18)).toEqual({ year: 2006, month: 2, day: 28 });
    expect(nextCalendarDay({ year: 2024, month: 12, day: 31 })).toEqual({ year: 2025, month: 1, day: 1 });
    expect(nextCalendarDay({ year: 2023, month: 2, day: 28 })).toEqual({ year: 2023, month: 3, day: 1 });
  });

  it('law: writing a date then reading it in the same format gives it back', () => {
    fc.assert(
      fc.property(dateArb, fc.constantFrom('YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY'), (date, format) => {
        expect(parseCalendarDate(formatCalendarDate(date, format), format)).toEqual(date);
      }),
    );
  });

  it('law: the next day is always later', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        expect(compareCalendarDates(nextCalendarDay(date), date)).toBeGreaterThan(0);
      }),
    );
  });
});

describe('date rules', () => {
  it('checks the format, default YYYY-MM-DD', () => {
    expect(dateRule()('1990-12-31', {})).toBeUndefined();
    expect(dateRule()('31/12/1990', {})).toBe('Enter a valid date as YYYY-MM-DD');
    expect(dateRule('MM/DD/YYYY')('02/30/2000', {})).toBe('Enter a valid date as MM/DD/YYYY');
  });

  it('checks min and max dates, bounds included', () => {
    const min = minDateRule({ year: 1900, month: 1, day: 1 });
    expect(min('1899-12-31', {})).toBe('Date must be on or after 1900-01-01');
    expect(min('1900-01-01', {})).toBeUndefined();
    const max = maxDateRule({ year: 2007, month: 6, day: 1 }, 'DD/MM/YYYY');
    expect(max('02/06/2007', {})).toBe('Date must be on or before 01/06/2007');
    expect(max('01/06/2007', {})).toBeUndefined();
    expect(max('not a date', {})).toBeUndefined();
  });
});
