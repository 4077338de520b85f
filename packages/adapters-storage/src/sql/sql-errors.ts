/** SQLSTATE codes the repositories act on. */
export const SqlState = {
  UNIQUE_VIOLATION: '23505',
  FOREIGN_KEY_VIOLATION: '23503',
  SERIALIZATION_FAILURE: '40001',
} as const;

/** The SQLSTATE of a database error from either engine, or undefined for any other error. */
export function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = error.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** True when the error is a unique-constraint violation (a duplicate key). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === SqlState.UNIQUE_VIOLATION;
}
