import { compareCalendarDates, formatCalendarDate, parseCalendarDate, VALIDATION_DATE_FORMAT_DEFAULT, type CalendarDate } from './calendar-date.js';
import { isBlankValue, textOf, type FieldRule } from './field-rule.js';
import { VALIDATION_MESSAGES } from './validation.messages.js';

function parsed(value: unknown, format: string): CalendarDate | undefined {
  const text = textOf(value);
  return text === undefined ? undefined : parseCalendarDate(text, format);
}

/**
 * Fails on text that is not a real day written in `format` (default YYYY-MM-DD).
 * @example dateRule('MM/DD/YYYY')('02/30/2000', {}) // 'Enter a valid date as MM/DD/YYYY'
 */
export function dateRule(format: string = VALIDATION_DATE_FORMAT_DEFAULT, message?: string): FieldRule {
  return (value) => {
    if (isBlankValue(value)) return undefined;
    return parsed(value, format) ? undefined : (message ?? VALIDATION_MESSAGES.date(format));
  };
}

// An unreadable date passes the bound rules: the date rule reports it, once.
function boundDateRule(fails: (date: CalendarDate) => boolean, format: string, message: string): FieldRule {
  return (value) => {
    const date = isBlankValue(value) ? undefined : parsed(value, format);
    return date && fails(date) ? message : undefined;
  };
}

/** Fails on a date before `min` (the bound itself is allowed). */
export function minDateRule(min: CalendarDate, format: string = VALIDATION_DATE_FORMAT_DEFAULT, message?: string): FieldRule {
  const text = message ?? VALIDATION_MESSAGES.minDate(formatCalendarDate(min, format));
  return boundDateRule((date) => compareCalendarDates(date, min) < 0, format, text);
}

/** Fails on a date after `max` (the bound itself is allowed). */
export function maxDateRule(max: CalendarDate, format: string = VALIDATION_DATE_FORMAT_DEFAULT, message?: string): FieldRule {
  const text = message ?? VALIDATION_MESSAGES.maxDate(formatCalendarDate(max, format));
  return boundDateRule((date) => compareCalendarDates(date, max) > 0, format, text);
}
