#!/usr/bin/env node
// Rewrites every import (and re-export) of the old root barrel `@stride/domain` to the context
// subpaths (`@stride/domain/cart`, `@stride/domain/money`, ...), and keeps the `exports` map of
// packages/domain/package.json at one entry per context folder.
//
// Which context a name comes from is read from the context barrels themselves
// (packages/domain/src/<context>/index.ts) with the TypeScript compiler, so the script stays right
// as contexts gain names. A name that only a file of a context exports (no barrel does) is added to
// that context's barrel, since a package now imports it. It is idempotent: a second run finds nothing to do.
//
//   node tools/domain-imports/rewrite-domain-imports.mjs           rewrite and format the files
//   node tools/domain-imports/rewrite-domain-imports.mjs --check   list what would change, exit 1 if anything
//
// A merger runs it after bringing in code written against the root barrel.
import { readFileSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const domainDir = join(repoRoot, 'packages', 'domain');
const domainSrc = join(domainDir, 'src');
const OLD_SPECIFIER = '@stride/domain';
const check = process.argv.includes('--check');

/** The context folders: every directory of packages/domain/src with an index.ts. */
function contextNames() {
  return readdirSync(domainSrc)
    .filter((name) => statSync(join(domainSrc, name)).isDirectory() && existsSync(join(domainSrc, name, 'index.ts')))
    .sort();
}

/** The context a file of the domain belongs to (its first folder under src), or undefined. */
function contextOfFile(file) {
  const rel = relative(domainSrc, file);
  if (rel.startsWith('..')) return undefined;
  const [first] = rel.split(sep);
  return first;
}

/** The domain's source files (tests aside). */
function domainSourceFiles(dir = domainSrc, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) domainSourceFiles(path, files);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec|fixture)\.tsx?$|\.d\.ts$/.test(entry.name)) files.push(path);
  }
  return files;
}

/**
 * name -> context, from what each context barrel exports; a name two barrels share goes to the one that declares it.
 * Also name -> the file of a context that exports it, for names no barrel exports (yet).
 */
function exportMap(contexts) {
  const program = ts.createProgram(domainSourceFiles(), {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const owners = new Map();
  for (const context of contexts) {
    const source = program.getSourceFile(join(domainSrc, context, 'index.ts'));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`cannot read the exports of ${context}/index.ts`);
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declaredIn = target.declarations?.[0] ? contextOfFile(target.declarations[0].getSourceFile().fileName) : undefined;
      const entry = owners.get(symbol.name) ?? { contexts: [], declaredIn };
      entry.contexts.push(context);
      owners.set(symbol.name, entry);
    }
  }
  const map = new Map();
  for (const [name, { contexts: exporting, declaredIn }] of owners) {
    map.set(name, exporting.length === 1 || !exporting.includes(declaredIn) ? exporting[0] : declaredIn);
  }
  const unexported = new Map();
  for (const source of program.getSourceFiles()) {
    const context = contextOfFile(source.fileName);
    if (!context || !contexts.includes(context) || source.fileName.endsWith(`${sep}index.ts`)) continue;
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      if (map.has(symbol.name) || unexported.has(symbol.name)) continue;
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      unexported.set(symbol.name, { context, file: source.fileName, typeOnly: !(target.flags & ts.SymbolFlags.Value) });
    }
  }
  return { map, unexported };
}

/** Source files outside the domain that may import it: packages/<pkg>/src, tools, bench. */
function candidateFiles() {
  const roots = [
    ...readdirSync(join(repoRoot, 'packages'))
      .filter((name) => name !== 'domain')
      .map((name) => join(repoRoot, 'packages', name, 'src')),
    join(repoRoot, 'tools'),
    join(repoRoot, 'bench'),
  ];
  const files = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts|cts|js|mjs|jsx)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) files.push(path);
    }
  };
  roots.forEach(walk);
  return files;
}

function scriptKind(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.(js|mjs|cjs)$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** The text of one specifier (`type A as B`), with or without its inline `type`. */
function specifierText(specifier, keepInlineType) {
  const name = specifier.propertyName ? `${specifier.propertyName.text} as ${specifier.name.text}` : specifier.name.text;
  return keepInlineType && specifier.isTypeOnly ? `type ${name}` : name;
}

/** The declarations replacing one `import ... from '@stride/domain'` (or `export ... from`), one per context. */
function splitDeclaration(node, map, unexported, additions, file) {
  const isImport = ts.isImportDeclaration(node);
  const keyword = isImport ? 'import' : 'export';
  const wholeTypeOnly = isImport ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
  const elements = isImport ? node.importClause?.namedBindings : node.exportClause;
  if (isImport && (!node.importClause || node.importClause.name))
    throw new Error(`${file}: a default or side-effect import of ${OLD_SPECIFIER}; rewrite it by hand`);
  if (!elements || !(ts.isNamedImports(elements) || ts.isNamedExports(elements))) {
    throw new Error(`${file}: a namespace import or export * of ${OLD_SPECIFIER}; rewrite it by hand`);
  }
  const groups = new Map();
  for (const specifier of elements.elements) {
    const exported = (specifier.propertyName ?? specifier.name).text;
    let context = map.get(exported);
    if (!context && unexported.has(exported)) {
      // A name another package now needs: its context's barrel exports it from here on.
      const found = unexported.get(exported);
      additions.set(exported, found);
      context = found.context;
    }
    if (!context) throw new Error(`${file}: no file of the domain exports ${exported}`);
    if (!groups.has(context)) groups.set(context, []);
    groups.get(context).push(specifier);
  }
  return [...groups].map(([context, specifiers]) => {
    // A group of type-only names becomes `import type`, so it never loads the module at run time.
    const typeOnly = wholeTypeOnly || specifiers.every((specifier) => specifier.isTypeOnly);
    const names = specifiers.map((specifier) => specifierText(specifier, !typeOnly)).join(', ');
    return `${keyword}${typeOnly ? ' type' : ''} { ${names} } from '${OLD_SPECIFIER}/${context}';`;
  });
}

/** The file's text with each root-barrel declaration replaced, or undefined when it has none. */
function rewrite(file, text, map, unexported, additions) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const edits = [];
  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || specifier.text !== OLD_SPECIFIER) continue;
    edits.push({ start: statement.getStart(source), end: statement.getEnd(), text: splitDeclaration(statement, map, unexported, additions, file).join('\n') });
  }
  // Anything else naming the root barrel (import('@stride/domain'), vi.mock('@stride/domain'), a string in a test) is left for a person.
  const rest = edits.reduceRight((acc, edit) => acc.slice(0, edit.start) + acc.slice(edit.end), text);
  if (new RegExp(`['"]${OLD_SPECIFIER}['"]`).test(rest))
    warnings.push(`${relative(repoRoot, file)} names ${OLD_SPECIFIER} outside an import or export declaration: look at it by hand`);
  if (edits.length === 0) return undefined;
  return edits.reduceRight((acc, edit) => acc.slice(0, edit.start) + edit.text + acc.slice(edit.end), text);
}

/** packages/domain/package.json with one `exports` entry per context and no root entry. */
function syncExportsMap(contexts) {
  const path = join(domainDir, 'package.json');
  const before = readFileSync(path, 'utf8');
  const pkg = JSON.parse(before);
  pkg.exports = Object.fromEntries(
    contexts.map((context) => [`./${context}`, { types: `./dist/${context}/index.d.ts`, import: `./dist/${context}/index.js` }]),
  );
  const after = `${JSON.stringify(pkg, null, 2)}\n`;
  return before === after ? undefined : { path, text: after };
}

const warnings = [];
const contexts = contextNames();
const { map, unexported } = exportMap(contexts);
const additions = new Map();
const changes = [];
for (const file of candidateFiles()) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(OLD_SPECIFIER) || file === fileURLToPath(import.meta.url)) continue;
  const rewritten = rewrite(file, text, map, unexported, additions);
  if (rewritten === undefined) continue;
  const options = await prettier.resolveConfig(file);
  changes.push({ path: file, text: await prettier.format(rewritten, { ...options, filepath: file }) });
}
for (const context of new Set([...additions.values()].map((found) => found.context))) {
  const barrel = join(domainSrc, context, 'index.ts');
  const lines = [...additions]
    .filter(([, found]) => found.context === context)
    .map(([name, found]) => {
      const from = `./${relative(join(domainSrc, context), found.file)
        .split(sep)
        .join('/')
        .replace(/\.tsx?$/, '.js')}`;
      return `export ${found.typeOnly ? 'type ' : ''}{ ${name} } from '${from}';`;
    });
  const text = `${readFileSync(barrel, 'utf8').trimEnd()}\n${lines.join('\n')}\n`;
  changes.push({ path: barrel, text: await prettier.format(text, { ...(await prettier.resolveConfig(barrel)), filepath: barrel }) });
}
const exportsChange = syncExportsMap(contexts);
if (exportsChange) changes.push({ path: exportsChange.path, text: await prettier.format(exportsChange.text, { filepath: exportsChange.path }) });

for (const change of changes) {
  console.log(`${check ? 'would rewrite' : 'rewrote'} ${relative(repoRoot, change.path)}`);
  if (!check) writeFileSync(change.path, change.text);
}
console.log(`${changes.length} file(s) ${check ? 'to rewrite' : 'rewritten'}; ${contexts.length} contexts: ${contexts.join(', ')}`);
for (const warning of warnings) console.warn(`warning: ${warning}`);
if (check && changes.length > 0) process.exitCode = 1;
