import { z } from 'zod';
import { ORDER_NUMBER_PATTERN } from '@stride/domain/checkout';
import { isContactSubject, SUPPORT_CASE_LIMITS as LIMITS, SUPPORT_CASE_NUMBER_PATTERN, SUPPORT_PHONE_PATTERN } from '@stride/domain/identity';

// Customer care: contact us, warranty claims, and the agents' view of the cases (account section 7).

const name = z.string().trim().min(1).max(LIMITS.nameMax);
const message = z.string().trim().min(LIMITS.messageMin).max(LIMITS.messageMax);
const orderNumber = z.string().trim().regex(ORDER_NUMBER_PATTERN, 'an order number: ST and ten digits');
const phone = z.string().trim().regex(SUPPORT_PHONE_PATTERN, 'a phone number');
const caseNumber = z.string().regex(SUPPORT_CASE_NUMBER_PATTERN, 'a case number: CS and ten digits');

/** `GET /consumers-v3/contactus/categorySubject` query: the site whose words the labels are in. */
export const contactSubjectsQuerySchema = z.object({ locale: z.string().max(20).optional() });

/** The categories a shopper can write about, each with its subjects, labelled in the site's language. */
export const contactSubjectsAnswerSchema = z.object({
  categories: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      subjects: z.array(z.object({ id: z.string(), label: z.string() })),
    }),
  ),
});

/** Body of `POST /consumers-v3/contactus`: one of the listed subjects, who is writing, and the message. */
export const contactUsRequestSchema = z
  .object({
    categoryId: z.string().trim().min(1).max(40),
    subjectId: z.string().trim().min(1).max(40),
    firstName: name,
    lastName: name,
    email: z.email().max(LIMITS.emailMax),
    phone: phone.optional(),
    orderNumber: orderNumber.optional(),
    message,
    recaptcha_response: z.string().max(4096).optional(),
  })
  .refine((body) => isContactSubject(body.categoryId, body.subjectId), { message: 'not one of the category’s subjects', path: ['subjectId'] });

/** Body of `POST /consumers-v3/consumer/warranty`: the delivered order, the product (its variant id) and the defect. */
export const warrantyClaimRequestSchema = z.object({
  orderNumber,
  productId: z.string().trim().min(1).max(40),
  message,
  phone: phone.optional(),
});

/** What a shopper is told once a case is opened: its number, to quote, and when customer care answers by. */
export const supportCaseOpenedAnswerSchema = z.object({
  caseNumber: z.string(),
  status: z.literal('OPEN'),
  /** The e-mail customer care answers. */
  email: z.string(),
  createdAt: z.string(),
  /** For a warranty claim: the last day the product is covered. */
  coveredUntil: z.string().optional(),
});

/** A case as agents read it. */
export const supportCaseSchema = z
  .object({
    caseNumber: z.string(),
    kind: z.enum(['contact', 'warranty']),
    status: z.enum(['OPEN', 'CLOSED']),
    categoryId: z.string(),
    subjectId: z.string(),
    consumerNo: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    orderNumber: z.string().nullable(),
    productId: z.string().nullable(),
    message: z.string(),
    locale: z.string(),
    createdAt: z.string(),
    closedAt: z.string().nullable(),
    closedBy: z.string().nullable(),
    resolution: z.string().nullable(),
  })
  .meta({ id: 'SupportCase' });
export type SupportCaseAnswer = z.infer<typeof supportCaseSchema>;

/** `GET /consumers-v3/agent/support/cases` query: open or closed ones, newest first, at most `limit`. */
export const supportCasesQuerySchema = z.object({
  status: z.enum(['OPEN', 'CLOSED']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const supportCasesAnswerSchema = z.object({ cases: z.array(supportCaseSchema) });
export const supportCaseParamsSchema = z.object({ caseNumber });
export const supportCaseAnswerSchema = z.object({ supportCase: supportCaseSchema });
/** Body of `POST /consumers-v3/agent/support/cases/{caseNumber}/close`: what was done, for the record. */
export const closeSupportCaseRequestSchema = z.object({ resolution: z.string().trim().min(1).max(LIMITS.resolutionMax) });
