import pg from 'pg';
import type { CustomTypesConfig } from 'pg';
import { sqlTypeParsers } from '../sql/sql-type-parsers.js';

/**
 * pg's type parsers with the shared overrides on top (int8 as number, date as text), given to
 * each Pool rather than set on pg's global `types`, so other pg users in the process are untouched.
 */
export const postgresTypes: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    const own = sqlTypeParsers[oid];
    if (own !== undefined && format !== 'binary') return own;
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as CustomTypesConfig['getTypeParser'],
};
