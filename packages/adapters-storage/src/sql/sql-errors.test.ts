import { describe, expect, it } from 'vitest';
import { isUniqueViolation, sqlStateOf } from './sql-errors.js';

describe('sqlStateOf', () => {
  it('reads a SQLSTATE and ignores Node error codes and non-errors', () => {
    expect(sqlStateOf(Object.assign(new Error('dup'), { code: '23505' }))).toBe('23505');
    expect(sqlStateOf(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(sqlStateOf('23505')).toBeUndefined();
    expect(sqlStateOf(null)).toBeUndefined();
  });

  it('tells a unique violation from other constraint failures', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
  });
});
