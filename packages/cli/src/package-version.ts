import { readFileSync } from 'node:fs';
import { z } from 'zod';

const manifestSchema = z.object({ version: z.string().min(1) });

/**
 * The version in packages/cli/package.json, read at run time so it never drifts from the
 * published one. src/ and dist/ both sit one level below the package root.
 */
export function packageVersion(): string {
  const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  return manifestSchema.parse(JSON.parse(text)).version;
}
