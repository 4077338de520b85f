#!/usr/bin/env node
// Lists, per domain context, the names its barrel exports that nothing outside the context imports
// (no other package, no other context), and the names used nowhere but in their own file and tests.
// A report, not a check: docs/decisions.md ("Domain imports per context") says which names a barrel
// keeps, and why content/ and experiments/ keep their whole API.
//
//   node tools/domain-imports/barrel-usage.mjs          the report
//   node tools/domain-imports/barrel-usage.mjs --json   one row per exported name
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const domainSrc = join(repoRoot, 'packages', 'domain', 'src');
const TEST_FILE = /\.(test|spec|fixture)\.tsx?$/;

function walk(dir, files = []) {
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, files);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

const contexts = readdirSync(domainSrc)
  .filter((name) => statSync(join(domainSrc, name)).isDirectory() && existsSync(join(domainSrc, name, 'index.ts')))
  .sort();
const contextOf = (file) => relative(domainSrc, file).split(sep)[0];

// What other packages import, read from their import and export declarations.
const importedOutside = new Set();
const outsideRoots = [
  ...readdirSync(join(repoRoot, 'packages'))
    .filter((name) => name !== 'domain')
    .map((name) => join(repoRoot, 'packages', name, 'src')),
  join(repoRoot, 'tools'),
  join(repoRoot, 'bench'),
];
for (const file of outsideRoots.flatMap((root) => walk(root))) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier) continue;
    const match = /^@stride\/domain\/([^/]+)$/.exec(statement.moduleSpecifier.text);
    if (!match) continue;
    const elements = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings?.elements : statement.exportClause?.elements;
    for (const element of elements ?? []) importedOutside.add(`${match[1]}:${(element.propertyName ?? element.name).text}`);
  }
}

// Where each declaration of the domain is referenced, by file (its own declaration and barrels aside).
const program = ts.createProgram(
  walk(domainSrc).filter((file) => /\.tsx?$/.test(file)),
  { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true, types: [] },
);
const checker = program.getTypeChecker();
const resolveAlias = (symbol) => (symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
const referencedIn = new Map();
for (const source of program.getSourceFiles()) {
  if (!source.fileName.startsWith(domainSrc) || source.fileName.endsWith(`${sep}index.ts`)) continue;
  const visit = (node) => {
    const parent = node.parent;
    if (
      ts.isIdentifier(node) &&
      parent &&
      parent.name !== node &&
      !ts.isImportSpecifier(parent) &&
      !ts.isExportSpecifier(parent) &&
      !ts.isImportClause(parent)
    ) {
      const symbol = resolveAlias(checker.getSymbolAtLocation(node));
      if (symbol) referencedIn.set(symbol, (referencedIn.get(symbol) ?? new Set()).add(source.fileName));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const rows = [];
for (const context of contexts) {
  const barrel = program.getSourceFile(join(domainSrc, context, 'index.ts'));
  for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(barrel))) {
    const target = resolveAlias(symbol);
    const declaredIn = target.declarations?.[0]?.getSourceFile().fileName ?? '';
    const files = [...(referencedIn.get(target) ?? [])];
    const stem = basename(declaredIn).replace(/\.tsx?$/, '');
    const ownTest = (file) => TEST_FILE.test(file) && dirname(file) === dirname(declaredIn) && basename(file).startsWith(stem.split('.')[0]);
    let use = 'inside its context';
    if (importedOutside.has(`${context}:${symbol.name}`)) use = 'another package';
    else if (files.some((file) => contextOf(file) !== context)) use = 'another context';
    else if (files.every((file) => file === declaredIn || ownTest(file)) && !files.includes(declaredIn)) use = 'nowhere';
    rows.push({ context, name: symbol.name, use, file: relative(domainSrc, declaredIn) });
  }
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  for (const context of contexts) {
    const mine = rows.filter((row) => row.context === context);
    const local = mine.filter((row) => row.use === 'inside its context' || row.use === 'nowhere');
    console.log(`${context}: ${mine.length} exported, ${local.length} used only inside the context`);
    for (const row of local) console.log(`  ${row.name} (${row.file})${row.use === 'nowhere' ? ': used nowhere but its own file and tests' : ''}`);
  }
}
