/** PostgreSQL type oids whose text form both adapters read the same way. */
export const SqlTypeOid = { INT8: 20, DATE: 1082 } as const;

/** Reads int8 as a number when it is exact, as a bigint beyond 2^53 (never a rounded number). */
export function parseInt8(text: string): number | bigint {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
}

/** Keeps `date` as its 'YYYY-MM-DD' text: a Date would shift with the process's time zone. */
export function parseDate(text: string): string {
  return text;
}

/** The parsers both adapters install over their engine's defaults, by type oid. */
export const sqlTypeParsers: Readonly<Record<number, (text: string) => unknown>> = {
  [SqlTypeOid.INT8]: parseInt8,
  [SqlTypeOid.DATE]: parseDate,
};
