import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiFactory, RenderPageOptions } from '@stride/web';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientEntry } from './client-assets.js';
import { createReloadingPageRenderer } from './reloading-page-renderer.js';

let dir: string;
let serverEntry: string;
let clientDir: string;

function writeBuild(version: number): void {
  writeFileSync(serverEntry, `// build ${version}`);
  writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify({ [clientEntry]: { file: `assets/entry-${version}.js` } }));
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, version));
  utimesSync(serverEntry, at, at);
  utimesSync(join(clientDir, '.vite', 'manifest.json'), at, at);
}

/** A fake web server render per build: answers its build number and the entry script it was given. */
function fakeImports() {
  const urls: string[] = [];
  let build = 0;
  const importRender = async (url: string) => {
    urls.push(url);
    const version = ++build;
    return { renderPage: async (options: RenderPageOptions) => new Response(`render ${version} ${options.assets.scripts.join()}`) };
  };
  return { urls, importRender };
}

const render = (renderer: ReturnType<typeof createReloadingPageRenderer>) =>
  renderer.render(new Request('http://localhost/en-us'), {} as ApiFactory, () => {}).then((res) => res.text());

describe('the reloading page renderer (npm run dev)', () => {
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stride-reload-'));
    serverEntry = join(dir, 'index.js');
    clientDir = join(dir, 'client');
    mkdirSync(join(clientDir, '.vite'), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('imports the server render once while the build stays the same', async () => {
    writeBuild(1);
    const { urls, importRender } = fakeImports();
    const renderer = createReloadingPageRenderer({ serverEntry, clientDir, importRender });
    expect(await render(renderer)).toBe('render 1 /assets/entry-1.js');
    expect(await render(renderer)).toBe('render 1 /assets/entry-1.js');
    expect(urls).toHaveLength(1);
  });

  it('renders with the new server render and manifest after a rebuild, under a new URL', async () => {
    writeBuild(1);
    const { urls, importRender } = fakeImports();
    const renderer = createReloadingPageRenderer({ serverEntry, clientDir, importRender });
    await render(renderer);
    writeBuild(2);
    expect(await render(renderer)).toBe('render 2 /assets/entry-2.js');
    expect(new Set(urls).size).toBe(2);
  });

  it('keeps rendering with the last good build while a rebuild is half written', async () => {
    writeBuild(1);
    const { importRender } = fakeImports();
    const renderer = createReloadingPageRenderer({ serverEntry, clientDir, importRender });
    await render(renderer);
    writeFileSync(join(clientDir, '.vite', 'manifest.json'), '{"src/cli');
    expect(await render(renderer)).toBe('render 1 /assets/entry-1.js');
  });
});
