import { z } from 'zod';
import { ADDRESS_FIELDS } from './address-field-rules.js';

function compiles(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

/** One field's server-supplied override: any subset of the rule's parts. */
export const addressFieldOverrideSchema = z
  .object({
    required: z.boolean().optional(),
    minLength: z.number().int().nonnegative().optional(),
    maxLength: z.number().int().positive().optional(),
    pattern: z.string().refine(compiles, 'pattern must be a valid regular expression').optional(),
    patternMessage: z.string().min(1).optional(),
    mask: z.string().includes('X').optional(),
    transform: z.enum(['uppercase', 'lowercase', 'capitalize']).optional(),
    provinces: z
      .array(z.object({ code: z.string().min(1), name: z.string().min(1) }))
      .min(1)
      .optional(),
  })
  .refine((o) => o.minLength === undefined || o.maxLength === undefined || o.minLength <= o.maxLength, {
    message: 'minLength must not exceed maxLength',
  });

const formOverridesSchema = z.partialRecord(z.enum(ADDRESS_FIELDS), addressFieldOverrideSchema);

/**
 * The address rules document the server supplies (account section 5): per country-locale
 * (`en-US`, `fr-CA`), per form (shipping, billing), per field. An unknown field is rejected so
 * that a typo in the document fails when it is loaded, not silently at checkout.
 * @example addressRulesDocumentSchema.parse({ 'en-US': { shipping: { postalCode: { pattern: '^\\d{5}$' } } } })
 */
export const addressRulesDocumentSchema = z.record(
  z.string().regex(/^[a-z]{2}[-_][a-z]{2}$/i, 'key must be a country-locale such as en-US'),
  z.object({ shipping: formOverridesSchema.optional(), billing: formOverridesSchema.optional() }),
);

export type AddressFieldOverride = z.infer<typeof addressFieldOverrideSchema>;
export type AddressRulesDocument = z.infer<typeof addressRulesDocumentSchema>;
