import { compareCalendarDates, formatCalendarDate, nextCalendarDay, parseCalendarDate, type CalendarDate } from './calendar-date.js';

/** The attending-days picker appears only for events of at least this many days (content section 5). */
export const EVENT_DAY_PICKER_MIN_DAYS = 2;

// Content dates may be full timestamps; the event's day is the date written in them.
function eventDay(text: string): CalendarDate | undefined {
  return parseCalendarDate(text.trim().slice(0, 10), 'YYYY-MM-DD');
}

/**
 * The days of an event: every date from start to end inclusive, as YYYY-MM-DD. Unreadable dates
 * or an end before the start give no days (a content error the form must not guess around).
 * @example eventAttendingDays('2025-06-01', '2025-06-03') // ['2025-06-01', '2025-06-02', '2025-06-03']
 */
export function eventAttendingDays(startDate: string, endDate: string): string[] {
  const start = eventDay(startDate);
  const end = eventDay(endDate);
  if (!start || !end) return [];
  const days: string[] = [];
  for (let day = start; compareCalendarDates(day, end) <= 0; day = nextCalendarDay(day)) {
    days.push(formatCalendarDate(day));
  }
  return days;
}

/**
 * Whether the join-event form shows the attending-days picker: only for events of 2 or more days.
 * @example showsEventDayPicker('2025-06-01', '2025-06-01') // false
 */
export function showsEventDayPicker(startDate: string, endDate: string): boolean {
  return eventAttendingDays(startDate, endDate).length >= EVENT_DAY_PICKER_MIN_DAYS;
}
