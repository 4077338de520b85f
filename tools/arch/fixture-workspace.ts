import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (tools/arch/../..). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const workspacePackages = ['domain', 'application', 'adapters-http', 'adapters-storage', 'bff', 'web', 'cli'] as const;

/**
 * The subpath entries the dependency rule expects: the storefront use cases, the browser half of the
 * adapters, and the domain's context barrels (the domain has no root entry).
 */
const subpathExports: Readonly<Record<string, readonly string[]>> = {
  domain: ['money', 'cart'],
  application: ['storefront'],
  'adapters-http': ['browser'],
  'adapters-storage': ['browser'],
};

/** Packages without a root (`.`) entry: they are imported through their subpaths only. */
const withoutRootEntry = new Set(['domain']);

/** npm packages the fixtures import, linked from the real node_modules so they resolve as they do in the repo. */
const npmPackages = [
  'react',
  'react-dom',
  'zod',
  'neverthrow',
  'fast-check',
  'vitest',
  'pg',
  'hono',
  '@hono/node-server',
  '@electric-sql/pglite',
  'undici',
  'inversify',
  'commander',
];

export interface FixtureWorkspace {
  readonly root: string;
  remove(): void;
}

export interface FixtureOptions {
  /** With `built`, each package has a dist/ so `@stride/x` resolves through its symlink as after `npm run build`. */
  readonly built: boolean;
  /** Source files by path relative to the workspace root, e.g. `packages/domain/src/bad.ts`. */
  readonly files: Readonly<Record<string, string>>;
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function entry(subpath: string | undefined): { types: string; import: string } {
  const base = subpath === undefined ? './dist' : `./dist/${subpath}`;
  return { types: `${base}/index.d.ts`, import: `${base}/index.js` };
}

function writePackage(root: string, name: string, built: boolean): void {
  const dir = join(root, 'packages', name);
  const subpaths = subpathExports[name] ?? [];
  const exports: Record<string, unknown> = withoutRootEntry.has(name) ? {} : { '.': entry(undefined) };
  for (const subpath of subpaths) exports[`./${subpath}`] = entry(subpath);
  write(join(dir, 'package.json'), JSON.stringify({ name: `@stride/${name}`, type: 'module', exports }));
  write(join(dir, 'src', 'index.ts'), 'export {};\n');
  if (built) {
    write(join(dir, 'dist', 'index.js'), 'export {};\n');
    for (const subpath of subpaths) write(join(dir, 'dist', subpath, 'index.js'), 'export {};\n');
  }
  mkdirSync(join(root, 'node_modules', '@stride'), { recursive: true });
  symlinkSync(join('..', '..', 'packages', name), join(root, 'node_modules', '@stride', name), 'dir');
}

function linkNpmPackage(root: string, name: string): void {
  const link = join(root, 'node_modules', name);
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(join(repoRoot, 'node_modules', name), link, 'dir');
}

/** Creates a scratch copy of the workspace layout (packages/*, node_modules/@stride/* symlinks) holding the given files. */
export function createFixtureWorkspace(options: FixtureOptions): FixtureWorkspace {
  const root = mkdtempSync(join(tmpdir(), 'stride-arch-'));
  write(join(root, 'package.json'), JSON.stringify({ name: 'stride-arch-fixture', private: true, workspaces: workspacePackages.map((p) => `packages/${p}`) }));
  for (const name of workspacePackages) writePackage(root, name, options.built);
  for (const name of npmPackages) linkNpmPackage(root, name);
  for (const [path, text] of Object.entries(options.files)) write(join(root, path), text);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
