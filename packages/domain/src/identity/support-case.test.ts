import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_CATEGORIES, checkWarranty, isContactSubject, supportCaseNumber, WARRANTY_CATEGORY, WARRANTY_DAYS, WARRANTY_SUBJECT } from './support-case.js';

const DAY_MS = 86_400_000;

describe('contact subjects', () => {
  it('knows each subject under its own category only', () => {
    for (const category of CONTACT_CATEGORIES) {
      for (const subject of category.subjects) {
        expect(isContactSubject(category.id, subject)).toBe(true);
        for (const other of CONTACT_CATEGORIES.filter((c) => c.id !== category.id)) expect(isContactSubject(other.id, subject)).toBe(false);
      }
    }
    expect(CONTACT_CATEGORIES.length).toBeGreaterThan(3);
    expect(isContactSubject('nope', 'sizing')).toBe(false);
    expect(isContactSubject(WARRANTY_CATEGORY, WARRANTY_SUBJECT)).toBe(true);
  });
});

describe('checkWarranty', () => {
  const delivered = new Date('2026-01-10T12:00:00Z');

  it('covers a delivered product up to WARRANTY_DAYS after delivery, to the millisecond, and never before delivery', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * WARRANTY_DAYS * DAY_MS }), (elapsed) => {
        const verdict = checkWarranty(delivered, new Date(delivered.getTime() + elapsed));
        expect(verdict.isOk()).toBe(elapsed <= WARRANTY_DAYS * DAY_MS);
      }),
      { numRuns: 200 },
    );
    expect(checkWarranty(delivered, delivered)._unsafeUnwrap().toISOString()).toBe('2027-01-10T12:00:00.000Z');
  });

  it('refuses an order not delivered yet, and one past its warranty with the day it ended', () => {
    expect(checkWarranty(null, delivered)._unsafeUnwrapErr()).toMatchObject({
      code: 'WARRANTY_REFUSED',
      message: expect.stringMatching(/once the order has been delivered/),
    });
    const late = checkWarranty(delivered, new Date('2027-01-11T00:00:00Z'))._unsafeUnwrapErr();
    expect(late.code).toBe('WARRANTY_REFUSED');
    expect(late.message).toMatch(/365-day warranty/);
  });
});

describe('supportCaseNumber', () => {
  it('is CS and ten digits for any random draw', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.9999999999, noNaN: true }), (r) => {
        expect(supportCaseNumber(() => r)).toMatch(/^CS\d{10}$/);
      }),
      { numRuns: 200 },
    );
  });
});
