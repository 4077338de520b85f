/** The hour (0-23) at `now` on a store's clock, from its IANA time zone. */
export function storeLocalHour(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).formatToParts(now);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  return Number.isInteger(hour) ? hour % 24 : now.getUTCHours();
}
