import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './fixture-workspace.js';
import { findBrowserGlobals, findBrowserGlobalsInSource } from './find-browser-globals.js';

const domainDir = join(repoRoot, 'packages', 'domain');

function domainCompilerOptions(): ts.CompilerOptions {
  const configPath = join(domainDir, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, domainDir, undefined, configPath).options;
}

describe('the browser-global scan', () => {
  it('finds window., document., navigator. and localStorage uses in code', () => {
    const source = [
      'const href = window.location.href;',
      "document.title = 'x';",
      'const lang = navigator.language;',
      "localStorage.setItem('k', 'v');",
      "const v = sessionStorage['k'];",
    ].join('\n');
    const uses = findBrowserGlobalsInSource('bad.ts', source);
    expect(uses.map((u) => u.line)).toEqual([1, 2, 3, 4, 5]);
  });

  it('ignores the same words in comments, strings and property names', () => {
    const source = [
      '// window.location is not ours to read',
      '/* document.title, localStorage.getItem */',
      "const hint = 'use window.open or navigator.share';",
      'const order = { document: 1 }; const n = order.document;',
      'interface Receipt { window: number; localStorage: string }',
    ].join('\n');
    expect(findBrowserGlobalsInSource('fine.ts', source)).toEqual([]);
  });
});

describe('the domain', () => {
  it('uses no browser global (window., document., navigator., localStorage, sessionStorage)', () => {
    expect(findBrowserGlobals(join(domainDir, 'src'), repoRoot)).toEqual([]);
  });

  it('compiles without the DOM library, so browser globals do not type-check', () => {
    const libs = domainCompilerOptions().lib ?? [];
    expect(libs.length).toBeGreaterThan(0);
    expect(libs.filter((lib) => /dom/i.test(lib))).toEqual([]);
  });

  it('compiles without ambient @types (no Node globals such as process or Buffer)', () => {
    expect(domainCompilerOptions().types).toEqual([]);
  });
});
