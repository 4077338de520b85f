import { ACCOUNT_SERVER_ERRORS } from './server-errors.account.js';
import { COMMERCE_SERVER_ERRORS } from './server-errors.commerce.js';
import type { ServerErrorArea, ServerErrorEntry, ServerErrorRow } from './server-error.types.js';

type Tables = typeof COMMERCE_SERVER_ERRORS & typeof ACCOUNT_SERVER_ERRORS;
type RowsOf<T> = T[keyof T] extends readonly (infer R)[] ? R : never;

/** Every server error code of commerce section 8, as a union of literals. */
export type ServerErrorCode = RowsOf<Tables> extends readonly [infer C, ...unknown[]] ? C : never;

function entriesOf(tables: Record<string, readonly ServerErrorRow[]>): ServerErrorEntry[] {
  return Object.entries(tables).flatMap(([area, rows]) =>
    rows.map(([code, httpStatus, message]) => ({
      code,
      area: area as ServerErrorArea,
      httpStatus,
      message,
    })),
  );
}

/** The whole server error catalogue (commerce section 8), one entry per code, in the spec's order. */
export const SERVER_ERROR_CATALOGUE: readonly ServerErrorEntry[] = Object.freeze([...entriesOf(COMMERCE_SERVER_ERRORS), ...entriesOf(ACCOUNT_SERVER_ERRORS)]);

const byCode = new Map(SERVER_ERROR_CATALOGUE.map((entry) => [entry.code, entry]));

/** Looks up a server error code in the catalogue; undefined for a code the spec does not name. */
export function serverErrorFor(code: string): ServerErrorEntry | undefined {
  return byCode.get(code);
}

/** True when the code is one of the spec's server error codes. */
export function isServerErrorCode(code: string): code is ServerErrorCode {
  return byCode.has(code);
}
