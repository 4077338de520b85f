import { z } from 'zod';
import {
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_MAX_BATCH_EVENTS,
  ANALYTICS_TEXT_MAX_LENGTH,
  ANALYTICS_URL_MAX_LENGTH,
  RECOMMENDATION_MAX_ITEMS,
} from '@stride/domain/personalisation';
import { localeQuerySchema } from './catalogue.contract.js';

// Wire schemas of the analytics collector, the recommendation engine and event sign-up (content section 7).

const text = z.string().trim().min(1).max(ANALYTICS_TEXT_MAX_LENGTH);
const pagePath = z
  .string()
  .max(ANALYTICS_URL_MAX_LENGTH)
  .regex(/^\/[^\s]*$/);

/** `POST /fapi/analytics/events`: a bounded batch of the storefront's analytics pushes. */
export const analyticsEventsBodySchema = z.strictObject({
  events: z
    .array(
      z.strictObject({
        event: z.enum(ANALYTICS_EVENT_TYPES),
        timestamp: z.number().int().min(0).max(8_640_000_000_000_000),
        page: pagePath,
        promotion: z
          .strictObject({ creativeName: text.optional(), promotionId: text.optional(), promotionName: text.optional(), position: text.optional() })
          .optional(),
        label: text.optional(),
        url: z.string().max(ANALYTICS_URL_MAX_LENGTH).optional(),
      }),
    )
    .min(1)
    .max(ANALYTICS_MAX_BATCH_EVENTS),
});
export type AnalyticsEventsBody = z.infer<typeof analyticsEventsBodySchema>;
export const analyticsEventsAnswerSchema = z.object({ accepted: z.number().int().min(0) });

/** `POST /api/engine/v1/decide/{brand}`. */
export const recommendationParamsSchema = z.object({ brand: z.string().regex(/^[a-z0-9-]{1,40}$/) });
export const recommendationQuerySchema = localeQuerySchema;

const productId = z.string().regex(/^[A-Z0-9]{8,11}$/);
const recommendationEventSchema = z.discriminatedUnion('eventType', [
  z.strictObject({ eventType: z.literal('monetate:record:RecImpressions'), recImpressions: z.array(z.string().min(1).max(200)).max(50) }),
  z.strictObject({
    eventType: z.literal('monetate:context:ProductDetailView'),
    products: z
      .array(z.strictObject({ productId, sku: z.string().max(40).optional() }))
      .min(1)
      .max(20),
  }),
  z.strictObject({
    eventType: z.literal('monetate:context:Cart'),
    cartLines: z
      .array(
        z.strictObject({
          pid: productId,
          sku: z.string().max(40).optional(),
          quantity: z.number().int().min(1).max(999999),
          currency: z
            .string()
            .regex(/^[A-Z]{3}$/)
            .optional(),
          value: z.string().max(20).optional(),
        }),
      )
      .max(50),
  }),
  z.strictObject({ eventType: z.literal('monetate:decision:DecisionRequest'), requestId: z.string().min(1).max(64), includeReporting: z.boolean().optional() }),
]);

export const recommendationBodySchema = z.strictObject({
  customerId: z.string().min(1).max(64).optional(),
  channel: z.string().min(1).max(100),
  monetateId: z.string().min(1).max(100).optional(),
  events: z.array(recommendationEventSchema).min(1).max(10),
  /** How many items to answer (default 8, at most 24). */
  count: z.number().int().min(1).max(RECOMMENDATION_MAX_ITEMS).optional(),
});
export type RecommendationBody = z.infer<typeof recommendationBodySchema>;

const recommendationItemSchema = z.object({
  id: z.string(),
  itemGroupId: z.string(),
  recToken: z.string(),
  title: z.string(),
  /** The product page's path in the asked site. */
  link: z.string(),
  imageLink: z.string().nullable(),
  productType: z.string(),
  category: z.string(),
  currency: z.string(),
  price: z.number().nonnegative().nullable(),
  salePrice: z.number().nonnegative().nullable(),
  /** bought-together or same-category */
  reason: z.enum(['bought-together', 'same-category']),
});

export const recommendationAnswerSchema = z.object({
  meta: z.object({ code: z.literal(200), monetateId: z.string().nullable() }),
  data: z.object({
    responses: z.array(
      z.object({
        requestId: z.string(),
        actions: z.array(
          z.object({
            actionId: z.string(),
            actionType: z.literal('monetate:action:OmniChannelRecommendation'),
            component: z.string(),
            items: z.array(recommendationItemSchema),
          }),
        ),
      }),
    ),
  }),
});
export type RecommendationAnswer = z.infer<typeof recommendationAnswerSchema>;

/** `POST /consumers-v3/consumer/event-registration` (content section 7, Event registration). */
export const eventRegistrationBodySchema = z.strictObject({
  email: z.object({ email: z.string().trim().email().max(254) }),
  /** The days attended, ISO dates, comma-joined; empty for a one-day event. */
  attendingDays: z
    .string()
    .max(400)
    .regex(/^(\s*\d{4}-\d{2}-\d{2}\s*)?(,\s*\d{4}-\d{2}-\d{2}\s*)*$/, 'attendingDays must be ISO dates joined by commas'),
  eventId: z.string().trim().min(1).max(64),
  eventTermsAccepted: z.boolean(),
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
  gender: z.string().max(20).optional(),
  phoneNumber: z.string().max(30).optional(),
  /** The guest's name when the shopper brings one; empty when not. */
  plusOne: z.string().max(100).optional(),
  registrationTimestamp: z.iso.datetime({ offset: true }),
});
export type EventRegistrationBody = z.infer<typeof eventRegistrationBodySchema>;

export const eventRegistrationAnswerSchema = z.object({
  eventId: z.string(),
  email: z.string(),
  attendingDays: z.array(z.string()),
  plusOne: z.string().nullable(),
  registrationTimestamp: z.string(),
});
