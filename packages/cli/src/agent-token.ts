import type { ProgramIo } from './program-io.js';
import { readSession } from './token-store.js';

/** The agent's access token: STRIDE_TOKEN when set, else the one `stride login` stored. */
export async function agentToken(env: ProgramIo['env']): Promise<string | undefined> {
  if (env['STRIDE_TOKEN']) return env['STRIDE_TOKEN'];
  return (await readSession(env))?.accessToken;
}
