import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureWorkspace, type FixtureWorkspace } from './fixture-workspace.js';
import { runDependencyCheck, rulesBrokenBy, type Violation } from './run-dependency-check.js';

/** Each wrong import, alone in its file, and the rules it must break (sorted). */
const wrongImports: readonly (readonly [file: string, source: string, rules: readonly string[]])[] = [
  ['packages/domain/src/reads-file.ts', "import { readFileSync } from 'node:fs';", ['domain-no-node-builtins']],
  ['packages/domain/src/joins-path.ts', "import { join } from 'path';", ['domain-no-node-builtins']],
  ['packages/domain/src/renders.ts', "import { createElement } from 'react';", ['domain-only-zod-and-neverthrow']],
  ['packages/domain/src/uses-application.ts', "import { x } from '@stride/application';", ['domain-no-other-workspace-package']],
  [
    'packages/domain/src/reaches-into-application.ts',
    "import { placeOrder } from '../../application/src/commerce/place-order.js';",
    ['domain-no-other-workspace-package', 'no-relative-import-across-packages'],
  ],
  ['packages/domain/src/types-from-bff.ts', "import type { App } from '@stride/bff';", ['domain-no-other-workspace-package']],
  ['packages/domain/src/hashes.test.ts', "import { createHash } from 'node:crypto';", ['domain-no-node-builtins']],
  ['packages/domain/src/serves.test.ts', "import { Hono } from 'hono';", ['domain-tests-only-zod-neverthrow-and-test-tools']],
  ['packages/application/src/commerce/imports-storage.ts', "import { s } from '@stride/adapters-storage';", ['application-only-domain']],
  ['packages/application/src/commerce/queries-pg.ts', "import pg from 'pg';", ['application-only-zod-and-neverthrow']],
  ['packages/application/src/commerce/reads-file.ts', "import { readFile } from 'node:fs/promises';", ['application-only-zod-and-neverthrow']],
  [
    'packages/application/src/storefront/imports-commerce.ts',
    "import { placeOrder } from '../commerce/place-order.js';",
    ['application-storefront-not-commerce'],
  ],
  [
    'packages/application/src/commerce/imports-storefront.ts',
    "import { rebuildCart } from '../storefront/rebuild-cart.js';",
    ['application-commerce-not-storefront'],
  ],
  ['packages/adapters-http/src/imports-bff.ts', "import { startServer } from '@stride/bff';", ['adapters-not-outer-layers']],
  ['packages/adapters-storage/src/imports-cli.ts', "import { x } from '@stride/cli';", ['adapters-not-outer-layers']],
  ['packages/adapters-http/src/imports-storage.ts', "import { s } from '@stride/adapters-storage';", ['adapters-http-not-adapters-storage']],
  ['packages/adapters-storage/src/imports-http.ts', "import { h } from '@stride/adapters-http';", ['adapters-storage-not-adapters-http']],
  ['packages/adapters-storage/src/browser/queries-pg.ts', "import pg from 'pg';", ['adapters-browser-half-no-server-code']],
  ['packages/adapters-http/src/browser/reads-file.ts', "import { readFileSync } from 'node:fs';", ['adapters-browser-half-no-node-builtins']],
  ['packages/web/src/imports-bff.tsx', "import { startServer } from '@stride/bff';", ['web-no-server-packages']],
  ['packages/web/src/imports-cli.tsx', "import type { Program } from '@stride/cli';", ['web-no-server-packages']],
  ['packages/web/src/imports-application-root.tsx', "import { x } from '@stride/application';", ['web-only-application-storefront']],
  ['packages/web/src/imports-storage-server-half.tsx', "import { s } from '@stride/adapters-storage';", ['web-only-browser-half-of-adapters']],
  ['packages/web/src/queries-pg.tsx', "import pg from 'pg';", ['web-no-server-npm-packages']],
  ['packages/web/src/uses-hono.tsx', "import { Hono } from 'hono';", ['web-no-server-npm-packages']],
  ['packages/web/src/reads-file.tsx', "import { readFileSync } from 'node:fs';", ['web-no-node-builtins']],
  [
    'packages/web/src/reaches-into-domain.tsx',
    "import { m } from '../../domain/src/money.js';",
    ['domain-through-context-barrels', 'no-relative-import-across-packages'],
  ],
  ['packages/application/src/commerce/imports-domain-root.ts', "import { m } from '@stride/domain';", ['domain-through-context-barrels']],
  ['packages/web/src/imports-domain-file.tsx', "import { m } from '@stride/domain/money/money.js';", ['domain-through-context-barrels']],
  ['packages/cli/src/imports-domain-root-type.ts', "import type { Cart } from '@stride/domain';", ['domain-through-context-barrels']],
  ['packages/bff/src/imports-cli.ts', "import { createProgram } from '@stride/cli';", ['bff-not-cli']],
  ['packages/cli/src/imports-missing-file.ts', "import { gone } from './gone.js';", ['no-unresolvable-import']],
  ['packages/web/src/imports-uninstalled.tsx', "import pad from 'left-pad-not-installed';", ['no-unresolvable-import']],
];

/** A workspace that follows every rule, including the allowances (test tools, subpath entries, composition roots). */
const cleanFiles: Readonly<Record<string, string>> = {
  'packages/domain/src/money.ts': "import { z } from 'zod'; import { ok } from 'neverthrow'; import { codes } from './codes.js';",
  'packages/domain/src/codes.ts': 'export const codes = [];',
  'packages/domain/src/money.test.ts': "import fc from 'fast-check'; import { it } from 'vitest'; import { z } from 'zod'; import './money.js';",
  'packages/application/src/commerce/place-order.ts': "import { ok } from 'neverthrow'; import { m } from '@stride/domain/money'; import './order-steps.js';",
  'packages/application/src/commerce/order-steps.ts': "import { z } from 'zod';",
  'packages/application/src/storefront/rebuild-cart.ts': "import type { Cart } from '@stride/domain/cart'; import { z } from 'zod';",
  'packages/application/src/storefront/rebuild-cart.test.ts':
    "import { it } from 'vitest'; import fc from 'fast-check'; import { randomUUID } from 'node:crypto';",
  'packages/adapters-http/src/undici-api-client.ts':
    "import { request } from 'undici'; import { m } from '@stride/domain/money'; import { a } from '@stride/application';",
  'packages/adapters-http/src/browser/fetch-api-client.ts': "import { z } from 'zod'; import { m } from '@stride/domain/money';",
  'packages/adapters-storage/src/pg-cart-repository.ts':
    "import pg from 'pg'; import { PGlite } from '@electric-sql/pglite'; import { randomUUID } from 'node:crypto';",
  'packages/adapters-storage/src/browser/local-storage-cart-store.ts': "import { c } from '@stride/domain/cart';",
  'packages/bff/src/app.ts':
    "import { Hono } from 'hono'; import { serve } from '@hono/node-server'; import { Container } from 'inversify'; import { createServer } from 'node:http'; import '@stride/web'; import '@stride/adapters-http'; import '@stride/adapters-storage'; import '@stride/application';",
  'packages/web/src/page.tsx':
    "import { useState } from 'react'; import { hydrateRoot } from 'react-dom/client'; import { m } from '@stride/domain/money'; import { r } from '@stride/application/storefront'; import { c } from '@stride/adapters-http/browser'; import { s } from '@stride/adapters-storage/browser'; import './button.js';",
  'packages/web/src/button.tsx': "import { createElement } from 'react';",
  'packages/web/src/page.test.tsx': "import { it } from 'vitest'; import { readFileSync } from 'node:fs'; import './page.js';",
  'packages/cli/src/program.ts':
    "import { Command } from 'commander'; import { startServer } from '@stride/bff'; import { m } from '@stride/domain/money'; import process from 'node:process';",
};

/** Two domain modules that import each other: dependency-cruiser reports a cycle once, at one of its modules. */
const cycle: Readonly<Record<string, string>> = {
  'packages/domain/src/cycle-a.ts': "import { b } from './cycle-b.js'; export const a = b;",
  'packages/domain/src/cycle-b.ts': "import { a } from './cycle-a.js'; export const b = () => a;",
};

const wrongFiles = { ...Object.fromEntries(wrongImports.map(([file, source]) => [file, source])), ...cycle };

describe.each([
  { state: 'built (@stride/x resolves through its node_modules symlink)', built: true },
  { state: 'not built (@stride/x stays a bare name)', built: false },
])('the architecture check, packages $state', ({ built }) => {
  let wrong: FixtureWorkspace;
  let clean: FixtureWorkspace;
  let wrongViolations: Violation[];
  let cleanViolations: Violation[];

  beforeAll(async () => {
    wrong = createFixtureWorkspace({ built, files: { ...cleanFiles, ...wrongFiles } });
    clean = createFixtureWorkspace({ built, files: cleanFiles });
    [wrongViolations, cleanViolations] = await Promise.all([runDependencyCheck(wrong.root), runDependencyCheck(clean.root)]);
  });

  afterAll(() => {
    wrong?.remove();
    clean?.remove();
  });

  it.each(wrongImports)('rejects %s (%s)', (file, _source, rules) => {
    expect(rulesBrokenBy(wrongViolations, file)).toEqual(rules);
  });

  it('rejects a cycle between domain modules', () => {
    const cycles = wrongViolations.filter((v) => v.rule === 'domain-no-circular');
    expect(cycles).toHaveLength(1);
    expect(Object.keys(cycle)).toContain(cycles[0]?.from);
  });

  it('blames only the wrong files, never the clean ones beside them', () => {
    const blamed = new Set(wrongViolations.map((v) => v.from));
    const expected = wrongImports.map(([file]) => file);
    expect([...blamed].filter((file) => !(file in cycle)).sort()).toEqual([...expected].sort());
  });

  it('finds nothing in a workspace that follows the rules', () => {
    expect(cleanViolations).toEqual([]);
  });
});
