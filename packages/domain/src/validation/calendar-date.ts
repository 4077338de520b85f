/** A day in the calendar, free of time zones (birth dates, event days). */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The generic date rule's default format (account section 5). */
export const VALIDATION_DATE_FORMAT_DEFAULT = 'YYYY-MM-DD';

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A calendar date if year, month and day name a real day, else undefined. */
export function calendarDateOf(year: number, month: number, day: number): CalendarDate | undefined {
  const valid = year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  return valid ? { year, month, day } : undefined;
}

function formatRegex(format: string): RegExp {
  const escaped = format.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^${escaped.replace('YYYY', '(?<y>\\d{4})').replace('MM', '(?<m>\\d{2})').replace('DD', '(?<d>\\d{2})')}$`);
}

/**
 * Reads text written in a format made of YYYY, MM, DD and literal separators; undefined when the
 * text does not follow the format or names no real day (2023-02-29).
 * @example parseCalendarDate('31/12/1990', 'DD/MM/YYYY') // { year: 1990, month: 12, day: 31 }
 */
export function parseCalendarDate(text: string, format: string = VALIDATION_DATE_FORMAT_DEFAULT): CalendarDate | undefined {
  const groups = formatRegex(format).exec(text.trim())?.groups;
  if (!groups?.['y'] || !groups['m'] || !groups['d']) return undefined;
  return calendarDateOf(Number(groups['y']), Number(groups['m']), Number(groups['d']));
}

/**
 * Writes a calendar date in a format of YYYY, MM and DD.
 * @example formatCalendarDate({ year: 2024, month: 3, day: 7 }, 'MM/DD/YYYY') // '03/07/2024'
 */
export function formatCalendarDate(date: CalendarDate, format: string = VALIDATION_DATE_FORMAT_DEFAULT): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return format.replace('YYYY', pad(date.year, 4)).replace('MM', pad(date.month, 2)).replace('DD', pad(date.day, 2));
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The same day `years` earlier; 29 February falls back to 28 February in a common year, so a
 * shopper born on 29 February comes of age on 1 March of a common year.
 */
export function subtractCalendarYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year - years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/** The next calendar day. */
export function nextCalendarDay(date: CalendarDate): CalendarDate {
  if (date.day < daysInMonth(date.year, date.month)) return { ...date, day: date.day + 1 };
  if (date.month < 12) return { year: date.year, month: date.month + 1, day: 1 };
  return { year: date.year + 1, month: 1, day: 1 };
}
