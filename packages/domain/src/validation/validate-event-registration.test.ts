import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventAttendingDays, showsEventDayPicker } from './event-attending-days.js';
import { validateEventRegistration } from './validate-event-registration.js';
import { formatCalendarDate, nextCalendarDay } from './calendar-date.js';

const oneDay = { startDate: '2025-06-01T18:00:00Z', endDate: '2025-06-01T22:00:00Z' };
const threeDays = { startDate: '2025-06-30', endDate: '2025-07-02', enablePlusOne: true };

describe('event attending days', () => {
  it('lists the dates from start to end inclusive', () => {
    expect(eventAttendingDays('2025-06-30', '2025-07-02')).toEqual(['2025-06-30', '2025-07-01', '2025-07-02']);
    expect(eventAttendingDays(oneDay.startDate, oneDay.endDate)).toEqual(['2025-06-01']);
    expect(eventAttendingDays('2025-06-02', '2025-06-01')).toEqual([]);
    expect(eventAttendingDays('soon', '2025-06-01')).toEqual([]);
  });

  it('shows the picker only for events of two or more days', () => {
    expect(showsEventDayPicker(oneDay.startDate, oneDay.endDate)).toBe(false);
    expect(showsEventDayPicker('2025-06-01', '2025-06-02')).toBe(true);
  });

  it('law: an event of n days lists n consecutive dates ending on its last day', () => {
    const startArb = fc.record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) });
    fc.assert(
      fc.property(startArb, fc.integer({ min: 1, max: 400 }), (start, n) => {
        let end = start;
        for (let i = 1; i < n; i += 1) end = nextCalendarDay(end);
        const days = eventAttendingDays(formatCalendarDate(start), formatCalendarDate(end));
        expect(days).toHaveLength(n);
        expect(days.at(-1)).toBe(formatCalendarDate(end));
        expect(new Set(days).size).toBe(n);
      }),
    );
  });
});

describe('join-event form', () => {
  it('requires the terms checkbox', () => {
    expect(validateEventRegistration({ eventTermsAccepted: false }, oneDay)).toEqual({
      eventTermsAccepted: 'Please accept the event terms and conditions.',
    });
    expect(validateEventRegistration({ eventTermsAccepted: true }, oneDay)).toEqual({});
  });

  it('checks the guest name only when entered and plus-one is enabled', () => {
    const base = { eventTermsAccepted: true, attendingDays: ['2025-07-01'] };
    expect(validateEventRegistration({ ...base, plusOne: 'R2D2' }, threeDays)).toEqual({ plusOne: 'Guest name is not valid.' });
    expect(validateEventRegistration({ ...base, plusOne: '' }, threeDays)).toEqual({});
    expect(validateEventRegistration({ ...base, plusOne: 'Zoë' }, threeDays)).toEqual({});
    expect(validateEventRegistration({ ...base, plusOne: 'R2D2' }, { ...threeDays, enablePlusOne: false })).toEqual({});
  });

  it('asks for at least one day of the event when the picker is shown', () => {
    const base = { eventTermsAccepted: true };
    expect(validateEventRegistration({ ...base, attendingDays: [] }, threeDays)).toEqual({ attendingDays: 'Please choose at least one day.' });
    expect(validateEventRegistration({ ...base, attendingDays: ['2025-08-01'] }, threeDays).attendingDays).toBeDefined();
    expect(validateEventRegistration({ ...base }, oneDay)).toEqual({});
  });
});
