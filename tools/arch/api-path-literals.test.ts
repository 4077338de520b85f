import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './fixture-workspace.js';
import { apiPathPrefixes, findApiPathLiterals, findApiPathLiteralsInSource } from './find-api-path-literals.js';

// The table's addresses, read from their sources (every page's, the content code's, the lazy pages', the wallet's, the
// store device's and the server's): this check runs before anything is built.
const routesDir = join(repoRoot, 'packages/application/src/api-contract/routes');
const addressFiles = readdirSync(routesDir).filter((name) => name.endsWith('route-addresses.ts') && name !== 'all-route-addresses.ts');
const tablePaths = addressFiles.flatMap((name) => [...readFileSync(join(routesDir, name), 'utf8').matchAll(/path: '([^']+)'/g)].map((match) => match[1] ?? ''));
const prefixes = apiPathPrefixes(tablePaths);

describe('API paths are written once, in the route table', () => {
  it('reads the prefixes of every route of the table', () => {
    expect(addressFiles.length).toBeGreaterThanOrEqual(5);
    expect(tablePaths.length).toBeGreaterThan(120);
    expect(prefixes).toEqual(expect.arrayContaining(['/cart/', '/consumers-v3/', '/products/', '/token/']));
  });

  it('finds a path in a string or a template, and not in a comment', () => {
    const source = [
      "const a = '/cart/v1/item';",
      'const b = `/products/v2/products/${id}/details`;',
      '// GET /cart/v1/cart/{basketId} is a comment',
      "const c = '/account';",
    ].join('\n');
    expect(findApiPathLiteralsInSource('page.tsx', source, prefixes).map((found) => found.line)).toEqual([1, 2]);
  });

  for (const folder of ['packages/web/src', 'packages/cli/src', 'packages/adapters-http/src']) {
    it(`${folder} calls the API by route name only (no path literal outside tests)`, () => {
      expect(findApiPathLiterals(join(repoRoot, folder), repoRoot, prefixes)).toEqual([]);
    });
  }
});
