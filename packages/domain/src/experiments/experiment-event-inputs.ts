import { err, ok, type Result } from 'neverthrow';
import { ExperimentsError } from './experiments.errors.js';

/** A value the experiment client may send as a visitor attribute. */
export type ExperimentEventAttributeValue = string | boolean | number;

/** Event tags after parsing: the raw tags plus the revenue and value metrics when they are usable numbers. */
export interface ParsedExperimentEventTags {
  readonly tags: Readonly<Record<string, unknown>>;
  readonly revenue?: number;
  readonly value?: number;
}

/**
 * Whether an attribute value may be sent with events: a string, a boolean or a safe integer (spec content section 5).
 * @example isSendableExperimentAttribute(3.5) // false
 */
export function isSendableExperimentAttribute(value: unknown): value is ExperimentEventAttributeValue {
  return typeof value === 'string' || typeof value === 'boolean' || Number.isSafeInteger(value);
}

/** Keeps only the attributes whose values may be sent with events. */
export function sendableExperimentAttributes(attributes: Readonly<Record<string, unknown>>): Record<string, ExperimentEventAttributeValue> {
  // fromEntries defines own properties, so a key such as "__proto__" stays an ordinary attribute.
  return Object.fromEntries(
    Object.entries(attributes).filter((entry): entry is [string, ExperimentEventAttributeValue] => isSendableExperimentAttribute(entry[1])),
  );
}

function parseRevenue(raw: unknown): number | undefined {
  const parsed = typeof raw === 'string' ? Number.parseInt(raw, 10) : typeof raw === 'number' ? Math.trunc(raw) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

function parseValue(raw: unknown): number | undefined {
  const parsed = typeof raw === 'string' ? Number.parseFloat(raw) : typeof raw === 'number' ? raw : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * Parses event tags: they must be an object (or absent); `revenue` is read as an integer and `value` as a float,
 * and a non-finite result is dropped.
 * @example parseExperimentEventTags({ revenue: '1299.9', value: '4.5' }) // ok({ tags, revenue: 1299, value: 4.5 })
 */
export function parseExperimentEventTags(tags: unknown): Result<ParsedExperimentEventTags, ExperimentsError> {
  if (tags === undefined) return ok({ tags: {} });
  if (typeof tags !== 'object' || tags === null || Array.isArray(tags)) {
    return err(new ExperimentsError('EXP_INPUT_INVALID', 'The event tags must be an object.'));
  }
  const record = tags as Record<string, unknown>;
  const revenue = parseRevenue(record['revenue']);
  const value = parseValue(record['value']);
  return ok({
    tags: record,
    ...(revenue === undefined ? {} : { revenue }),
    ...(value === undefined ? {} : { value }),
  });
}
