import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { ProgramIo } from './program-io.js';

/** What `stride login` keeps: the tokens and who they belong to, never the password. */
export const storedSessionSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresAt: z.string(),
  consumerNo: z.string(),
  agentRole: z.string(),
  storeId: z.string().optional(),
  username: z.string(),
  apiUrl: z.string(),
});

export type StoredSession = z.infer<typeof storedSessionSchema>;

/** `$XDG_CONFIG_HOME/stride/token.json`, else `~/.config/stride/token.json`. */
export function tokenPath(env: ProgramIo['env']): string {
  const base = env['XDG_CONFIG_HOME'] || join(env['HOME'] || homedir(), '.config');
  return join(base, 'stride', 'token.json');
}

/** The stored session, or undefined when there is none or it is unreadable. */
export async function readSession(env: ProgramIo['env']): Promise<StoredSession | undefined> {
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(await readFile(tokenPath(env), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the session readable by the user only (0600, directory 0700). */
export async function writeSession(env: ProgramIo['env'], session: StoredSession): Promise<string> {
  const path = tokenPath(env);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, `${JSON.stringify(session, null, 2)}\n`, { mode: 0o600 });
  // writeFile keeps the mode of a file that already exists; make sure it is 0600 either way.
  await chmod(path, 0o600);
  return path;
}

/** Deletes the stored session; true when there was one. */
export async function deleteSession(env: ProgramIo['env']): Promise<boolean> {
  const existed = (await readSession(env)) !== undefined;
  await rm(tokenPath(env), { force: true });
  return existed;
}
