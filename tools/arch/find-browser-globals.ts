import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const browserGlobals = new Set(['window', 'document', 'navigator', 'localStorage', 'sessionStorage']);

export interface BrowserGlobalUse {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** Whether `node` is the object of a member access (`window.x`, `localStorage['k']`): a use, not a mere name. */
function isAccessedObject(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) && parent.expression === node;
}

/**
 * Finds uses of browser globals in one TypeScript source. It reads the syntax tree, so the same
 * words in comments, strings or property names (`order.document`) are not uses.
 */
export function findBrowserGlobalsInSource(fileName: string, source: string): BrowserGlobalUse[] {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const uses: BrowserGlobalUse[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && browserGlobals.has(node.text) && isAccessedObject(node)) {
      const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart());
      uses.push({ file: fileName, line: line + 1, text: node.parent.getText() });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return uses;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Finds uses of browser globals in every .ts/.tsx file under `dir` (file names relative to `root`). */
export function findBrowserGlobals(dir: string, root: string): BrowserGlobalUse[] {
  return sourceFiles(dir).flatMap((path) => findBrowserGlobalsInSource(relative(root, path), readFileSync(path, 'utf8')));
}
