import type { SqlClient } from '../../sql/sql-client.port.js';

/** A secret the server keeps for itself, and whether this call is the one that stored it. */
export interface KeptServerSecret {
  readonly value: string;
  readonly created: boolean;
}

/**
 * Stores `candidate` under `name` unless a secret of that name exists, and answers the stored one.
 * Replicas starting together each offer their own candidate; the first insert wins and all of them
 * read the same value back.
 * @example const { value, created } = await keepServerSecret(sql, 'access-token-key', randomKey())
 */
export async function keepServerSecret(sql: SqlClient, name: string, candidate: string): Promise<KeptServerSecret> {
  const inserted = await sql.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING name', [name, candidate]);
  const rows = await sql.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (value === undefined) throw new Error(`server secret ${name} was neither inserted nor found`);
  return { value, created: inserted.length > 0 };
}
