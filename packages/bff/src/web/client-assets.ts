import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PageAssets } from '@stride/web';

/** The Vite entry whose files every page loads. */
export const clientEntry = 'src/client/entry.tsx';

/** Where the URL prefix `/assets/` is served from, and what the pages reference. */
export interface ClientBuild {
  readonly clientDir: string;
  readonly assets: PageAssets;
}

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
}

/** The directory Vite built @stride/web's client into (its dist/client). */
export function webClientDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@stride/web/package.json')), 'dist', 'client');
}

/**
 * Reads the Vite manifest once at start and turns the entry into URLs. A missing manifest
 * is a broken build, not a runtime condition, so it throws with the fix in the message.
 */
export function loadClientBuild(clientDir: string = webClientDir()): ClientBuild {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  } catch (cause) {
    throw new Error(`Cannot read ${manifestPath}: build the web client first (npm run build)`, { cause });
  }
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${clientEntry}`);
  return {
    clientDir,
    assets: { scripts: [`/${entry.file}`], styles: (entry.css ?? []).map((file) => `/${file}`) },
  };
}
