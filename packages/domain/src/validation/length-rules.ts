import { isBlankValue, textOf, type FieldRule } from './field-rule.js';
import { VALIDATION_MESSAGES } from './validation.messages.js';

// Lengths count characters (code points) of the trimmed text, as the value will be saved trimmed.
function lengthOf(value: unknown): number | undefined {
  const text = textOf(value);
  return text === undefined ? undefined : [...text].length;
}

function lengthRule(fails: (length: number) => boolean, message: string): FieldRule {
  return (value) => {
    if (isBlankValue(value)) return undefined;
    const length = lengthOf(value);
    return length === undefined || fails(length) ? message : undefined;
  };
}

/** Fails on text shorter than `min` characters. */
export function minLengthRule(min: number, message: string = VALIDATION_MESSAGES.minLength(min)): FieldRule {
  return lengthRule((length) => length < min, message);
}

/** Fails on text longer than `max` characters. */
export function maxLengthRule(max: number, message: string = VALIDATION_MESSAGES.maxLength(max)): FieldRule {
  return lengthRule((length) => length > max, message);
}

/** Fails on text that is not exactly `length` characters. */
export function exactLengthRule(length: number, message: string = VALIDATION_MESSAGES.exactLength(length)): FieldRule {
  return lengthRule((actual) => actual !== length, message);
}

function numberOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

function boundRule(fails: (n: number) => boolean, message: string): FieldRule {
  return (value) => {
    if (isBlankValue(value)) return undefined;
    const n = numberOf(value);
    return n === undefined || fails(n) ? message : undefined;
  };
}

/** Fails on a number (or numeric text) below `min`, and on text that is no number. */
export function minRule(min: number, message: string = VALIDATION_MESSAGES.min(min)): FieldRule {
  return boundRule((n) => n < min, message);
}

/** Fails on a number (or numeric text) above `max`, and on text that is no number. */
export function maxRule(max: number, message: string = VALIDATION_MESSAGES.max(max)): FieldRule {
  return boundRule((n) => n > max, message);
}
