/**
 * The dependency rule of ARCHITECTURE.md, checked by dependency-cruiser:
 * domain <- application <- adapters-* <- bff, web, cli.
 *
 * Rules match two spellings of a workspace package because a cruise sees either:
 * - the resolved real path (`packages/domain/dist/cart/index.js`, or `src/...` for a relative
 *   import), since `@stride/x` is a node_modules symlink and preserveSymlinks is false;
 * - the bare name (`@stride/domain/cart`) when it cannot be resolved yet (package not built).
 * npm modules likewise appear as `.../node_modules/<name>/...` or, unresolved, `<name>`.
 */

// Test support: test files and their fixtures (fixtures are excluded from every package build).
const TEST_FILE = '\\.(test|spec|fixture)\\.tsx?$';

/** Matches any module of workspace package `name` (resolved path or bare specifier). */
function pkg(name) {
  return `^(packages/${name}/|@stride/${name}(/|$))`;
}

/** Matches a module of one of the given npm packages (resolved path or bare specifier). */
function npm(...names) {
  const alternatives = names.map((name) => name.replace(/[.]/g, '\\.')).join('|');
  return `(^|/)node_modules/(${alternatives})/|^(${alternatives})(/|$)`;
}

const ANY_WORKSPACE = '^(packages/|@stride/)';
const SERVER_NPM = npm('pg', 'pg-[^/]+', '@electric-sql/pglite', 'hono', '@hono/[^/]+', 'undici', 'inversify');
const TEST_TOOLS = ['fast-check', 'vitest', '@vitest/[^/]+'];

/** A layer that may only reach the given npm packages (besides workspace modules, judged by other rules). */
function onlyNpm(name, comment, from, allowed, allowCore) {
  return {
    name,
    comment,
    severity: 'error',
    from,
    to: {
      // What cannot be resolved is judged by no-unresolvable-import.
      couldNotResolve: false,
      pathNot: [ANY_WORKSPACE, npm(...allowed)],
      ...(allowCore ? { dependencyTypesNot: ['core'] } : {}),
    },
  };
}

const DOMAIN = { path: '^packages/domain/src/' };
const DOMAIN_CODE = { path: '^packages/domain/src/', pathNot: TEST_FILE };
const DOMAIN_TESTS = { path: `^packages/domain/src/.*${TEST_FILE}` };
const APPLICATION_CODE = { path: '^packages/application/src/', pathNot: TEST_FILE };
const APPLICATION_TESTS = { path: `^packages/application/src/.*${TEST_FILE}` };
const ADAPTERS = { path: '^packages/adapters-(http|storage)/src/' };
const BROWSER_HALF_CODE = { path: '^packages/adapters-(http|storage)/src/browser/', pathNot: TEST_FILE };
const WEB = { path: '^packages/web/src/' };
const WEB_CODE = { path: '^packages/web/src/', pathNot: TEST_FILE };

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-relative-import-across-packages',
      comment: 'Reach another workspace package through @stride/<name>, never through its files by relative path.',
      severity: 'error',
      from: { path: '^packages/([^/]+)/' },
      // A workspace import (`@stride/x`) is typed local too, but also aliased-workspace.
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased-workspace'], path: '^packages/', pathNot: '^packages/$1/' },
    },
    {
      name: 'no-unresolvable-import',
      comment: 'An import must point at a file or an installed package (a workspace package resolves once built).',
      severity: 'error',
      from: { path: '^packages/[^/]+/src/' },
      to: { couldNotResolve: true, pathNot: '^@stride/' },
    },
    {
      name: 'domain-through-context-barrels',
      comment:
        'Other packages import the domain one context at a time (@stride/domain/cart): there is no root barrel, and a file inside a context is reached through its barrel.',
      severity: 'error',
      from: { path: '^packages/', pathNot: '^packages/domain/' },
      // The exports map lets neither resolve, so both stay bare names; a root file of dist/ or src/ is the old barrel.
      to: { path: ['^@stride/domain$', '^@stride/domain/[^/]+/', '^packages/domain/(src|dist)/[^/]+$'] },
    },
    {
      name: 'domain-no-node-builtins',
      comment: 'The domain does no I/O: no node:* or Node core module.',
      severity: 'error',
      from: DOMAIN,
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'domain-no-other-workspace-package',
      comment: 'The domain is the centre of the hexagon: it imports no other workspace package.',
      severity: 'error',
      from: DOMAIN,
      to: { path: ANY_WORKSPACE, pathNot: pkg('domain') },
    },
    onlyNpm('domain-only-zod-and-neverthrow', 'The domain imports nothing but zod and neverthrow.', DOMAIN_CODE, ['zod', 'neverthrow'], true),
    onlyNpm(
      'domain-tests-only-zod-neverthrow-and-test-tools',
      'Domain tests may add fast-check and vitest, nothing else.',
      DOMAIN_TESTS,
      ['zod', 'neverthrow', ...TEST_TOOLS],
      true,
    ),
    {
      name: 'domain-no-circular',
      comment: 'Modules of the domain must not depend on each other in a cycle.',
      severity: 'error',
      from: DOMAIN,
      to: { path: '^packages/domain/src/', circular: true },
    },
    {
      name: 'application-only-domain',
      comment: 'Use cases depend on the domain only; adapters, bff, web and cli depend on them.',
      severity: 'error',
      from: { path: '^packages/application/src/' },
      to: { path: ANY_WORKSPACE, pathNot: [pkg('domain'), pkg('application')] },
    },
    onlyNpm(
      'application-only-zod-and-neverthrow',
      'Use cases import nothing but the domain, zod and neverthrow.',
      APPLICATION_CODE,
      ['zod', 'neverthrow'],
      false,
    ),
    onlyNpm(
      'application-tests-only-zod-neverthrow-and-test-tools',
      'Application tests may add fast-check, vitest and node:* modules.',
      APPLICATION_TESTS,
      ['zod', 'neverthrow', ...TEST_TOOLS],
      true,
    ),
    {
      name: 'application-storefront-not-commerce',
      comment: 'Storefront (client side) and commerce (server side) are siblings.',
      severity: 'error',
      from: { path: '^packages/application/src/storefront/' },
      to: { path: '^packages/application/src/commerce/' },
    },
    {
      name: 'application-commerce-not-storefront',
      comment: 'Storefront (client side) and commerce (server side) are siblings.',
      severity: 'error',
      from: { path: '^packages/application/src/commerce/' },
      to: { path: '^packages/application/src/storefront/' },
    },
    {
      name: 'adapters-not-outer-layers',
      comment: 'Adapters depend on domain and application, never on bff, web or cli.',
      severity: 'error',
      from: ADAPTERS,
      to: { path: [pkg('bff'), pkg('web'), pkg('cli')] },
    },
    {
      name: 'adapters-http-not-adapters-storage',
      comment: 'The two adapter packages stay independent of each other.',
      severity: 'error',
      from: { path: '^packages/adapters-http/src/' },
      to: { path: pkg('adapters-storage') },
    },
    {
      name: 'adapters-storage-not-adapters-http',
      comment: 'The two adapter packages stay independent of each other.',
      severity: 'error',
      from: { path: '^packages/adapters-storage/src/' },
      to: { path: pkg('adapters-http') },
    },
    {
      name: 'adapters-browser-half-no-server-code',
      comment: 'The browser/ half of an adapter package is bundled for the browser: no Node or server modules.',
      severity: 'error',
      from: BROWSER_HALF_CODE,
      to: { path: SERVER_NPM },
    },
    {
      name: 'adapters-browser-half-no-node-builtins',
      comment: 'The browser/ half of an adapter package is bundled for the browser: no Node or server modules.',
      severity: 'error',
      from: BROWSER_HALF_CODE,
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-no-server-packages',
      comment: 'The web UI never imports server code: not the bff, not the cli.',
      severity: 'error',
      from: WEB,
      to: { path: [pkg('bff'), pkg('cli')] },
    },
    {
      name: 'web-only-application-storefront',
      comment:
        "The web UI uses the client-side use cases (@stride/application/storefront) and the route addresses (every page's, the content code's, the lazily loaded pages' and sections') only.",
      severity: 'error',
      from: WEB,
      to: {
        path: pkg('application'),
        pathNot:
          '^(packages/application/(src|dist)/(storefront/|api-contract/routes/(page-|content-|wallet-|in-store-|review-|product-set-|notify-me-|media-|search-|express-wallet-)?route-addresses)|@stride/application/(storefront|route-addresses|page-route-addresses|content-route-addresses|wallet-route-addresses|in-store-route-addresses|review-route-addresses|product-set-route-addresses|notify-me-route-addresses|media-route-addresses|search-route-addresses|express-wallet-route-addresses)(/|$))',
      },
    },
    {
      name: 'web-only-browser-half-of-adapters',
      comment: 'The web UI uses only the browser/ half of adapters-http and adapters-storage.',
      severity: 'error',
      from: WEB,
      to: {
        path: '^(packages/|@stride/)adapters-(http|storage)(/|$)',
        pathNot: '^(packages/adapters-(http|storage)/(src|dist)/browser/|@stride/adapters-(http|storage)/browser(/|$))',
      },
    },
    {
      name: 'web-no-server-npm-packages',
      comment: 'The web UI never imports server libraries (pg, PGlite, hono, undici, inversify).',
      severity: 'error',
      from: WEB,
      to: { path: SERVER_NPM },
    },
    {
      name: 'web-no-node-builtins',
      comment: 'The web UI runs in the browser: no node:* or Node core module (its tests may use them).',
      severity: 'error',
      from: WEB_CODE,
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'bff-not-cli',
      comment: 'The cli composes the bff (stride serve), never the other way round.',
      severity: 'error',
      from: { path: '^packages/bff/src/' },
      to: { path: pkg('cli') },
    },
  ],
  options: {
    // dist and node_modules are never cruised as origins, but imports of them still show up.
    doNotFollow: { path: ['(^|/)node_modules/', '^packages/[^/]+/dist/'] },
    exclude: { path: ['(^|/)\\.turbo/', '(^|/)coverage/'] },
    moduleSystems: ['es6', 'cjs'],
    // Type-only imports are dependencies too: `import type` from the bff is still a layer breach.
    tsPreCompilationDeps: true,
    preserveSymlinks: false,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
