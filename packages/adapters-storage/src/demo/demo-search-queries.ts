import type { SqlClient } from '../sql/sql-client.port.js';

/** Searches the demo shoppers have run, so popular searches and auto-suggest have something to offer. */
const DEMO_QUERIES: readonly (readonly [language: string, query: string, runs: number])[] = [
  ['english', 'running shoes', 42],
  ['english', 'rain jacket', 31],
  ['english', 'tee', 27],
  ['english', 'trail', 22],
  ['english', 'backpack', 18],
  ['english', 'socks', 15],
  ['english', 'hoodie', 11],
  ['french', 'chaussures', 25],
  ['french', 'veste', 17],
  ['french', 'sentier', 9],
];

/** Adds the demo searches a database lacks (a shopper's own runs are kept as they are). */
export async function seedDemoSearchQueries(client: SqlClient, now: Date): Promise<void> {
  for (const [language, query, runs] of DEMO_QUERIES) {
    await client.query(
      `INSERT INTO search_queries (language, query, runs, runs_with_results, last_result_count, last_run_at)
       VALUES ($1, $2, $3, $3, 1, $4) ON CONFLICT (language, query) DO NOTHING`,
      [language, query, runs, now],
    );
  }
}
