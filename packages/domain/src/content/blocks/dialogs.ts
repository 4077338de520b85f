import { z } from 'zod';
import { colour, commonBlockFields, contentId, mediaSchema, optRichText, optText, richText, targetsSchema, text } from './common.js';
import { CONTENT_LIMITS } from './limits.js';

const isoDate = () => z.iso.date();

/** Event sign-up content (spec section 3); the days run from startDate to endDate inclusive. */
export const eventSignupContentSchema = z
  .strictObject({
    eventId: contentId(),
    startDate: isoDate(),
    endDate: isoDate(),
    enablePlusOne: z.boolean().nullish(),
    richText: optRichText(),
    submitCtaLabel: text(),
    confirmationTitle: text(),
    confirmationSubtitle: optText(CONTENT_LIMITS.mediumText),
    title: text(),
  })
  .refine((event) => event.endDate >= event.startDate, { message: 'endDate is before startDate.', path: ['endDate'] });
export type EventSignupContent = z.infer<typeof eventSignupContentSchema>;

/** The event registration form's values (spec section 3): the terms must be accepted. */
export const eventRegistrationFormValuesSchema = z.strictObject({
  attendingDays: z.array(isoDate()).max(31),
  eventTermsAccepted: z.literal(true),
  plusOne: z.string().max(CONTENT_LIMITS.shortText).nullish(),
});
export type EventRegistrationFormValues = z.infer<typeof eventRegistrationFormValuesSchema>;

/** A dialog opened from a button; the event-signup variant carries the event. */
export const dialogBlockSchema = z
  .strictObject({
    type: z.literal('dialog'),
    ...commonBlockFields,
    variant: z.enum(['default', 'event-signup', 'newsletter']),
    triggerText: text(),
    title: optText(),
    richText: optRichText(),
    eventSignup: eventSignupContentSchema.nullish(),
  })
  .refine((dialog) => dialog.variant !== 'event-signup' || dialog.eventSignup != null, {
    message: 'An event-signup dialog needs eventSignup.',
    path: ['eventSignup'],
  });

/** A pop-up (spec section 3): shows minimized, expands after its delay (2000 ms when absent). */
export const popupSchema = z.strictObject({
  type: z.literal('popup').nullish(),
  ...commonBlockFields,
  id: contentId(),
  name: text(),
  /** Milliseconds from appearing to expanding. */
  delay: z.number().int().min(0).max(600_000).nullish(),
  title: text(),
  logo: mediaSchema.nullish(),
  logoSize: z.enum(['sm', 'md', 'lg']).nullish(),
  baselines: z
    .array(z.strictObject({ name: text(), minimizedTitle: optText() }))
    .max(CONTENT_LIMITS.entries)
    .nullish(),
  minimizedTitle: optText(),
  maximizedTitle: optText(),
  richText: optRichText(),
  disclaimer: richText().nullish(),
  targets: targetsSchema().nullish(),
  media: mediaSchema.nullish(),
  backgroundColor: colour(),
  /** Route patterns ('*' one segment, '**' any) the pop-up shows on; everywhere when absent. */
  routes: z.array(z.string().min(1).max(200)).max(CONTENT_LIMITS.routes).nullish(),
});
export type ContentPopupDocument = z.infer<typeof popupSchema>;
export type DialogBlock = z.infer<typeof dialogBlockSchema>;
