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
  readonly imports?: readonly string[];
  readonly isDynamicEntry?: boolean;
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The manifest keys a chunk imports statically, transitively (not the chunk itself). */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  for (const imported of manifest[key]?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(manifest, imported, seen);
  }
  return seen;
}

/** Each lazily loaded page's own files: its chunk and the imports the entry does not already bring. */
function pageChunks(manifest: Manifest, entryKeys: ReadonlySet<string>): NonNullable<PageAssets['pageChunks']> {
  const pages: Record<string, { scripts: string[]; styles: string[] }> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry !== true) continue;
    const keys = [key, ...staticImports(manifest, key)].filter((k) => !entryKeys.has(k));
    pages[key] = {
      scripts: keys.map((k) => `/${manifest[k]?.file ?? ''}`),
      styles: keys.flatMap((k) => manifest[k]?.css ?? []).map((file) => `/${file}`),
    };
  }
  return pages;
}

/** The directory Vite built @stride/web's client into (its dist/client). */
export function webClientDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@stride/web/package.json')), 'dist', 'client');
}

/** A page's stylesheets add up to a few KB gzip: below this size each is written into the HTML instead of linked. */
const INLINE_STYLE_MAX_BYTES = 24 * 1024;

/**
 * The text of every stylesheet up to INLINE_STYLE_MAX_BYTES, by URL, read once at start. Linked, each stylesheet
 * blocks the first paint for a round trip after the HTML (a Lighthouse mobile run counted 345 ms on the content
 * home); inline, the page paints with the document. A page's CSS is 2 to 8 KB gzip, so the HTML grows by that and
 * a later page does not reuse a cached stylesheet: the first paint of every page counts more.
 */
function inlineStyles(clientDir: string, urls: readonly string[]): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const url of new Set(urls)) {
    const text = readFileSync(join(clientDir, url), 'utf8');
    if (Buffer.byteLength(text) <= INLINE_STYLE_MAX_BYTES) texts[url] = text;
  }
  return texts;
}

/**
 * Reads the Vite manifest once at start and turns the entry into URLs. A missing manifest
 * is a broken build, not a runtime condition, so it throws with the fix in the message.
 */
export function loadClientBuild(clientDir: string = webClientDir()): ClientBuild {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch (cause) {
    throw new Error(`Cannot read ${manifestPath}: build the web client first (npm run build)`, { cause });
  }
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${clientEntry}`);
  const entryImports = staticImports(manifest, clientEntry);
  const styles = [clientEntry, ...entryImports].flatMap((key) => manifest[key]?.css ?? []).map((file) => `/${file}`);
  const chunks = pageChunks(manifest, new Set([clientEntry, ...entryImports]));
  return {
    clientDir,
    assets: {
      scripts: [`/${entry.file}`],
      // The entry's CSS and that of the chunks it imports statically (the shell chunk carries the global styles).
      styles,
      preloads: [...entryImports].map((key) => `/${manifest[key]?.file ?? ''}`),
      pageChunks: chunks,
      inlineStyles: inlineStyles(clientDir, [...styles, ...Object.values(chunks).flatMap((chunk) => chunk.styles)]),
    },
  };
}
