import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { contentDocumentSchema, type ContentDocument } from './content-document.js';

/** Why a document was refused: the JSON path of the first failure and what is wrong there. */
export interface ContentValidationFailure {
  /** `$.content.sections[0].items[2].title` */
  readonly path: string;
  readonly message: string;
}

/**
 * A JSON path (`$.a[0].b`) for a zod issue path; keys that are not identifiers are quoted.
 * @example jsonPathOf(['content', 'sections', 0, 'items']) // '$.content.sections[0].items'
 */
export function jsonPathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    const name = String(key);
    return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? `${out}.${name}` : `${out}[${JSON.stringify(name)}]`;
  }, '$');
}

/** Orders issues as they appear in the document, so "first failure" reads top to bottom. */
function comparePaths(a: readonly PropertyKey[], b: readonly PropertyKey[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const x = a[index];
    const y = b[index];
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return 0;
  }
  return 0;
}

/** Every failure of a schema's parse, in document order, with JSON paths. */
export function contentValidationFailures(error: z.ZodError): ContentValidationFailure[] {
  const issues = [...error.issues].map((issue) => ({ path: issue.path, message: issue.message }));
  issues.sort((a, b) => comparePaths(a.path, b.path));
  return issues.map((issue) => ({ path: jsonPathOf(issue.path), message: issue.message }));
}

/**
 * Validates a content document; the error names the JSON path of the first failure.
 * @example validateContentDocument({ id: 'x' }) // err({ path: '$.kind', message: ... })
 */
export function validateContentDocument(value: unknown): Result<ContentDocument, ContentValidationFailure> {
  const parsed = contentDocumentSchema.safeParse(value);
  if (parsed.success) return ok(parsed.data);
  const first = contentValidationFailures(parsed.error)[0] ?? { path: '$', message: 'Invalid document.' };
  return err(first);
}
