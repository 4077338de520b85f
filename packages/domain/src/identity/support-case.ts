import { err, ok, type Result } from 'neverthrow';
import { strideError, type StrideError } from '../errors/index.js';

/**
 * What a shopper can write to customer care about, by category: `GET /consumers-v3/contactus/categorySubject`
 * answers these ids with their labels in the site's language. The ids are the contract (stored on the case);
 * the labels are words and live in catalogues.
 */
export const CONTACT_CATEGORIES = [
  { id: 'orders', subjects: ['order-status', 'change-order', 'missing-item', 'damaged-item'] },
  { id: 'returns', subjects: ['start-return', 'refund-status', 'exchange'] },
  { id: 'products', subjects: ['sizing', 'product-question', 'product-defect'] },
  { id: 'account', subjects: ['sign-in', 'rewards', 'privacy'] },
  { id: 'other', subjects: ['feedback', 'something-else'] },
] as const satisfies readonly { readonly id: string; readonly subjects: readonly string[] }[];

export type ContactCategoryId = (typeof CONTACT_CATEGORIES)[number]['id'];

/**
 * Whether `subjectId` is one of `categoryId`'s subjects.
 * @example isContactSubject('returns', 'exchange') // true
 * @example isContactSubject('returns', 'sizing') // false
 */
export function isContactSubject(categoryId: string, subjectId: string): boolean {
  const category = CONTACT_CATEGORIES.find((c) => c.id === categoryId);
  return category !== undefined && (category.subjects as readonly string[]).includes(subjectId);
}

/** How long each part of a case may be (the service's bounds; the forms check the same before sending). */
export const SUPPORT_CASE_LIMITS = { nameMax: 40, emailMax: 100, messageMin: 10, messageMax: 2000, resolutionMax: 1000 } as const;

/** A phone a writer may leave: digits, spaces, brackets and dashes, an optional leading +. */
export const SUPPORT_PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

/** A support case's number, as `supportCaseNumber` makes it. */
export const SUPPORT_CASE_NUMBER_PATTERN = /^CS\d{10}$/;

/** A warranty claim is a case of the products category, about a defect. */
export const WARRANTY_CATEGORY: ContactCategoryId = 'products';
export const WARRANTY_SUBJECT = 'product-defect';

/** How long after delivery a product is covered against manufacturing defects. */
export const WARRANTY_DAYS = 365;

/** Stride's code for a warranty claim the order does not allow (not delivered, past the period, not in the order). */
export const WARRANTY_REFUSED = 'WARRANTY_REFUSED';
/** Stride's code for a support case number nobody opened. */
export const SUPPORT_CASE_NOT_FOUND = 'SUPPORT_CASE_NOT_FOUND';

const DAY_MS = 86_400_000;

/**
 * A product delivered `deliveredAt` may be claimed under warranty until WARRANTY_DAYS after it; an order not
 * delivered yet has nothing to claim (a missing item is a contact case). Answers the last day covered.
 * @example checkWarranty(new Date('2026-01-10T00:00:00Z'), new Date('2026-06-01T00:00:00Z')).isOk() // true
 */
export function checkWarranty(deliveredAt: Date | null, now: Date): Result<Date, StrideError> {
  if (deliveredAt === null) return err(strideError(WARRANTY_REFUSED, 'A warranty claim can be made once the order has been delivered.'));
  const coveredUntil = new Date(deliveredAt.getTime() + WARRANTY_DAYS * DAY_MS);
  if (now.getTime() > coveredUntil.getTime())
    return err(strideError(WARRANTY_REFUSED, `The ${WARRANTY_DAYS}-day warranty for this order has ended.`, { coveredUntil: coveredUntil.toISOString() }));
  return ok(coveredUntil);
}

/**
 * A support case's number, as the shopper quotes it: `CS` and ten digits.
 * @example supportCaseNumber(() => 0.5) // 'CS5000000000'
 */
export function supportCaseNumber(random: () => number): string {
  return `CS${String(Math.floor(random() * 1e10)).padStart(10, '0')}`;
}

export type SupportCaseKind = 'contact' | 'warranty';
export type SupportCaseStatus = 'OPEN' | 'CLOSED';

/** A question or claim written to customer care, and what became of it. */
export interface SupportCase {
  readonly caseNumber: string;
  readonly kind: SupportCaseKind;
  readonly status: SupportCaseStatus;
  readonly categoryId: string;
  readonly subjectId: string;
  /** The signed-in shopper who wrote it; null for a visitor. */
  readonly consumerNo: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly orderNumber: string | null;
  /** The claimed product's variant (warranty claims). */
  readonly productId: string | null;
  readonly message: string;
  /** The site it was written from (the answer's language). */
  readonly locale: string;
  readonly createdAt: Date;
  readonly closedAt: Date | null;
  readonly closedBy: string | null;
  readonly resolution: string | null;
}
