import { compareSemanticVersions } from './compare-semantic-versions.js';
import type { TriState } from './condition-tree.js';

/** Attributes a user is evaluated with. */
export type ExperimentUserAttributes = Readonly<Record<string, unknown>>;

const MAX_SAFE_CONDITION_NUMBER = 2 ** 53;

// Match types the SDK knows.
const KNOWN_MATCH_TYPES: readonly string[] = [
  'exact',
  'exists',
  'gt',
  'ge',
  'lt',
  'le',
  'substring',
  'semver_eq',
  'semver_lt',
  'semver_le',
  'semver_gt',
  'semver_ge',
];

// The SDK's "safe integer" test is really "a finite number no larger than 2^53 in magnitude".
function isSafeConditionNumber(value: unknown): value is number {
  return typeof value === 'number' && Math.abs(value) <= MAX_SAFE_CONDITION_NUMBER;
}

function isExactType(value: unknown): value is string | boolean | number {
  return typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number';
}

function exactMatch(expected: unknown, actual: unknown): TriState {
  if (!isExactType(expected) || (typeof expected === 'number' && !isSafeConditionNumber(expected))) return null;
  if (actual === null || !isExactType(actual) || typeof expected !== typeof actual) return null;
  if (typeof actual === 'number' && !isSafeConditionNumber(actual)) return null;
  return expected === actual;
}

function numericMatch(expected: unknown, actual: unknown, compare: (a: number, b: number) => boolean): TriState {
  if (!isSafeConditionNumber(expected) || !isSafeConditionNumber(actual)) return null;
  return compare(actual, expected);
}

function substringMatch(expected: unknown, actual: unknown): TriState {
  if (typeof expected !== 'string' || typeof actual !== 'string') return null;
  return actual.includes(expected);
}

function semverMatch(expected: unknown, actual: unknown, accept: (order: number) => boolean): TriState {
  if (typeof expected !== 'string' || typeof actual !== 'string') return null;
  const order = compareSemanticVersions(expected, actual);
  return order === null ? null : accept(order);
}

const SEMVER_ACCEPTS: Readonly<Record<string, (order: number) => boolean>> = {
  semver_eq: (order) => order === 0,
  semver_gt: (order) => order > 0,
  semver_ge: (order) => order >= 0,
  semver_lt: (order) => order < 0,
  semver_le: (order) => order <= 0,
};

function evaluateMatch(match: string | undefined, expected: unknown, actual: unknown): TriState {
  switch (match) {
    case undefined:
    case 'exact':
      return exactMatch(expected, actual);
    case 'exists':
      return actual !== undefined && actual !== null;
    case 'gt':
      return numericMatch(expected, actual, (a, b) => a > b);
    case 'ge':
      return numericMatch(expected, actual, (a, b) => a >= b);
    case 'lt':
      return numericMatch(expected, actual, (a, b) => a < b);
    case 'le':
      return numericMatch(expected, actual, (a, b) => a <= b);
    case 'substring':
      return substringMatch(expected, actual);
    default: {
      const accept = match === undefined ? undefined : SEMVER_ACCEPTS[match];
      return accept === undefined ? null : semverMatch(expected, actual, accept);
    }
  }
}

/**
 * Evaluates one `custom_attribute` leaf condition against user attributes with the SDK's type rules;
 * null means unknown (bad types or versions, missing attribute, unknown match type).
 * @example evaluateCustomAttributeCondition({ name: 'tier', match: 'exact', value: 'gold' }, { tier: 'gold' }) // true
 */
export function evaluateCustomAttributeCondition(condition: Readonly<Record<string, unknown>>, attributes: ExperimentUserAttributes): TriState {
  const match = condition['match'];
  if (match !== undefined && (typeof match !== 'string' || !KNOWN_MATCH_TYPES.includes(match))) return null;
  const name = String(condition['name']);
  const present = Object.prototype.hasOwnProperty.call(attributes, name);
  if (!present && match !== 'exists') return null;
  return evaluateMatch(match, condition['value'], present ? attributes[name] : undefined);
}
