import * as storage from '@stride/adapters-storage';
import type { SqlClient } from '@stride/adapters-storage';
import { startServer } from '@stride/bff';
import { ExitCode } from '../exit-codes.js';
import { runProgram } from '../run-program.js';
import { bufferIo } from './buffer-io.js';

/** Settings for a throwaway in-memory storefront with the demo data, for in-process tests. */
export const TEST_BFF_ENV = {
  PORT: '0',
  HOST: '127.0.0.1',
  STRIDE_DB_IN_MEMORY: 'true',
  STRIDE_DEMO_DATA: 'true',
  LOG_LEVEL: 'silent',
} as const;

/**
 * Starts the bff on a free port; call close() in afterAll. Its in-memory database opens as a copy of the demo
 * template (the migrations and demo seed run once, `storageTemplate`), which the bff's own start then finds done.
 */
export async function startTestBff(): ReturnType<typeof startServer> {
  return (await startTestBffWithDatabase()).server;
}

/** As `startTestBff`, with the database the bff opened, for a test that reads what a command wrote there. */
export async function startTestBffWithDatabase(): Promise<{ server: Awaited<ReturnType<typeof startServer>>; sql: SqlClient }> {
  let sql: SqlClient | undefined;
  const openSqlClient = async () => (sql = await storage.PgliteSqlClient.open({ snapshot: await storage.storageTemplate('demo') }));
  const server = await startServer({ ...TEST_BFF_ENV }, { handleSignals: false, storage: { ...storage, openSqlClient } });
  if (sql === undefined) throw new Error('the bff opened no database');
  return { server, sql };
}

export const DEMO_AGENT = { username: 'employee@stride.example', password: 'Stride-demo-1' } as const;

/**
 * Signs the demo agent in with `stride login --password-stdin` under the environment `env` (its config
 * home and API URL), as support staff do; throws with the command's message when it fails.
 */
export async function loginAsDemoAgent(env: NodeJS.ProcessEnv): Promise<void> {
  const login = bufferIo(env);
  const stdin = { readStdin: () => Promise.resolve(DEMO_AGENT.password), stdinIsTTY: () => false };
  if ((await runProgram(['login', '-u', DEMO_AGENT.username, '--password-stdin'], login, stdin)) !== ExitCode.Success) throw new Error(login.stderr.text());
}
