/** The hour (0-23) at `now` on a store's clock, from its IANA time zone. */
export function storeLocalHour(now: Date, timeZone: string): number {
  const parts = hourFormat(timeZone).formatToParts(now);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  return Number.isInteger(hour) ? hour % 24 : now.getUTCHours();
}

// One formatter per time zone, made on first use: building an Intl.DateTimeFormat costs far more than formatting with it.
const hourFormats = new Map<string, Intl.DateTimeFormat>();

function hourFormat(timeZone: string): Intl.DateTimeFormat {
  const known = hourFormats.get(timeZone);
  if (known !== undefined) return known;
  const made = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
  if (hourFormats.size >= 64) hourFormats.clear();
  hourFormats.set(timeZone, made);
  return made;
}
