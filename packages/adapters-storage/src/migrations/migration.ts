/**
 * One step of the schema. Ids sort in the order the steps apply, so they start with a
 * zero-padded number (`0001_init`, `0002_catalogue`); `sql` may hold several statements.
 */
export type Migration = { id: string; sql: string };
