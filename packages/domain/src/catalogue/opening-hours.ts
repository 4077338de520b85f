/** Days as a store's hours name them, Monday first (the ISO week). */
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** One line of a store's week: a run of days (ISO numbers, 1 = Monday) and the hours they keep. */
export interface OpeningSpan {
  readonly fromDay: number;
  readonly toDay: number;
  /** "HH:MM", 24-hour. */
  readonly opens: string;
  readonly closes: string;
}

const SPAN = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:-(Mon|Tue|Wed|Thu|Fri|Sat|Sun))? ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A store's hours as the store directory keeps them ("Mon-Sat 10:00-20:00, Sun 11:00-18:00"), read
 * into spans; null when the text does not follow that form (then it is shown as written).
 * @example parseOpeningHours('Sun 11:00-18:00') // [{ fromDay: 7, toDay: 7, opens: '11:00', closes: '18:00' }]
 */
export function parseOpeningHours(text: string): readonly OpeningSpan[] | null {
  const spans: OpeningSpan[] = [];
  for (const part of text.split(',')) {
    const match = SPAN.exec(part.trim());
    if (match === null) return null;
    const [, from = '', to, openH, openM, closeH, closeM] = match;
    const fromDay = DAYS.indexOf(from as (typeof DAYS)[number]) + 1;
    const toDay = to === undefined ? fromDay : DAYS.indexOf(to as (typeof DAYS)[number]) + 1;
    if (toDay < fromDay) return null;
    spans.push({ fromDay, toDay, opens: `${openH}:${openM}`, closes: `${closeH}:${closeM}` });
  }
  return spans.length === 0 ? null : spans;
}

// 2024-01-01 was a Monday: day n of the ISO week is 2024-01-0n.
const dayDate = (isoDay: number): Date => new Date(Date.UTC(2024, 0, isoDay, 12));
const timeDate = (hhmm: string): Date => new Date(Date.UTC(2024, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3))));

/** A span as a locale writes it: the days and the hours they keep. */
export interface OpeningLine {
  readonly days: string;
  readonly hours: string;
}

/**
 * Each span as the locale writes days and times ("Mon – Sat" and "10:00 AM – 8:00 PM" in en-US,
 * "lun. – sam." and "10 h 00 – 20 h 00" in fr-CA); null when the text cannot be read.
 * @example formatOpeningHours('Sun 11:00-18:00', 'en-GB') // [{ days: 'Sun', hours: '11:00–18:00' }]
 */
export function formatOpeningHours(text: string, locale: string): readonly OpeningLine[] | null {
  const spans = parseOpeningHours(text);
  if (spans === null) return null;
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return spans.map((span) => ({
    days: span.fromDay === span.toDay ? day.format(dayDate(span.fromDay)) : day.formatRange(dayDate(span.fromDay), dayDate(span.toDay)),
    hours: time.formatRange(timeDate(span.opens), timeDate(span.closes)),
  }));
}
