import { err, ok, type Result } from 'neverthrow';
import { EXPERIMENT_BUCKETING_ID_ATTRIBUTE } from './experiments.constants.js';
import { ExperimentsError } from './experiments.errors.js';

/** A user as the decision functions see it. */
export interface ExperimentUser {
  readonly id: string;
  readonly attributes?: Readonly<Record<string, unknown>>;
  /** Segments the user qualifies for (third-party audience conditions); none when absent. */
  readonly qualifiedSegments?: readonly string[];
}

/**
 * A user id is usable when it is a string other than the word "undefined" (what a stringified missing id becomes).
 */
export function validateExperimentUserId(userId: unknown): Result<string, ExperimentsError> {
  if (typeof userId !== 'string' || userId === 'undefined') {
    return err(new ExperimentsError('EXP_INPUT_INVALID', 'The user id must be a string.'));
  }
  return ok(userId);
}

/** Experiment, flag and event keys must be non-empty strings. */
export function validateExperimentKey(key: unknown, label: string): Result<string, ExperimentsError> {
  if (typeof key !== 'string' || key.length === 0) {
    return err(new ExperimentsError('EXP_INPUT_INVALID', `The ${label} must be a non-empty string.`));
  }
  return ok(key);
}

/** Attributes must be a plain object (or absent) and hold no undefined values. */
export function validateExperimentAttributes(attributes: unknown): Result<Readonly<Record<string, unknown>>, ExperimentsError> {
  if (attributes === undefined) return ok({});
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) {
    return err(new ExperimentsError('EXP_INPUT_INVALID', 'The attributes must be an object.'));
  }
  const record = attributes as Record<string, unknown>;
  const undefinedKey = Object.keys(record).find((key) => record[key] === undefined);
  if (undefinedKey !== undefined) {
    return err(new ExperimentsError('EXP_INPUT_INVALID', `The attribute ${undefinedKey} is undefined.`));
  }
  return ok(record);
}

/** Validates a whole user: id rule and attributes rule. */
export function validateExperimentUser(user: unknown): Result<ExperimentUser, ExperimentsError> {
  if (typeof user !== 'object' || user === null) {
    return err(new ExperimentsError('EXP_INPUT_INVALID', 'The user must be an object.'));
  }
  const candidate = user as { id?: unknown; attributes?: unknown; qualifiedSegments?: unknown };
  const segments = Array.isArray(candidate.qualifiedSegments)
    ? candidate.qualifiedSegments.filter((segment): segment is string => typeof segment === 'string')
    : undefined;
  return validateExperimentUserId(candidate.id).andThen((id) =>
    validateExperimentAttributes(candidate.attributes).map((attributes) => ({
      id,
      attributes,
      ...(segments === undefined ? {} : { qualifiedSegments: segments }),
    })),
  );
}

/**
 * The id used for bucketing: the `$opt_bucketing_id` attribute when it is a string, otherwise the user id.
 * @example experimentBucketingId({ id: 'u1', attributes: { $opt_bucketing_id: 'household-7' } }) // 'household-7'
 */
export function experimentBucketingId(user: ExperimentUser): string {
  const attributes = user.attributes ?? {};
  const value = Object.prototype.hasOwnProperty.call(attributes, EXPERIMENT_BUCKETING_ID_ATTRIBUTE) ? attributes[EXPERIMENT_BUCKETING_ID_ATTRIBUTE] : undefined;
  return typeof value === 'string' ? value : user.id;
}
