import { randomUUID } from 'node:crypto';
import { openSqlClient } from '@stride/adapters-storage';
import { startTestServer, type StartedServer } from '../testing/started-server.js';

// As in the storage suites: no skip when the server is down, CI must notice that a test did not run.
const databaseUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * For tests: the real server on PostgreSQL, in a fresh schema of its own (named on every pooled
 * connection through the URL's `options`, so the bff opens it exactly as it opens any DATABASE_URL).
 * The demo data is seeded; closing the server drops the schema.
 */
export async function startPostgresTestServer(env: NodeJS.ProcessEnv = {}): Promise<StartedServer> {
  const schema = `stride_quality_${randomUUID().replaceAll('-', '')}`;
  const admin = await openSqlClient({ databaseUrl, schema }); // creates the schema
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  try {
    const started = await startTestServer({ DATABASE_URL: url.toString(), STRIDE_DEMO_DATA: 'true', ...env });
    const close = started.server.close.bind(started.server);
    let closing: Promise<void> | undefined;
    const server = {
      ...started.server,
      close: () =>
        (closing ??= (async () => {
          await close();
          await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await admin.close();
        })()),
    };
    return { ...started, server };
  } catch (error) {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => admin.close());
    throw error;
  }
}
