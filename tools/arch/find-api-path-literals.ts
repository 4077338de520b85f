import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Where an API path was written by hand instead of taken from the route table. */
export interface ApiPathLiteral {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** The first segments of every API path (`/cart/...`), read from the table's addresses. */
export function apiPathPrefixes(paths: readonly string[]): string[] {
  return [...new Set(paths.map((path) => `/${path.split('/')[1]}/`))].sort();
}

/**
 * Finds string and template literals that begin with an API path prefix in one source. It reads the
 * tokens, so the same text in a comment is not a literal.
 */
export function findApiPathLiteralsInSource(fileName: string, source: string, prefixes: readonly string[]): ApiPathLiteral[] {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: ApiPathLiteral[] = [];
  const visit = (node: ts.Node): void => {
    const text = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : ts.isTemplateExpression(node) ? node.head.text : undefined;
    if (text !== undefined && prefixes.some((prefix) => text.startsWith(prefix))) {
      const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart());
      found.push({ file: fileName, line: line + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

// Tests and their fixtures may name paths: they check what goes over the wire.
const isTestFile = (name: string) => /\.(test|fixture)\.tsx?$/.test(name) || name === 'testing';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (isTestFile(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Finds hand-written API paths in every non-test .ts/.tsx file under `dir` (file names relative to `root`). */
export function findApiPathLiterals(dir: string, root: string, prefixes: readonly string[]): ApiPathLiteral[] {
  return sourceFiles(dir).flatMap((path) => findApiPathLiteralsInSource(relative(root, path), readFileSync(path, 'utf8'), prefixes));
}
