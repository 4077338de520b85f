import { z } from 'zod';

/** Address approach type S: a shipping address (account section 3). */
export const ADDRESS_APPROACH_SHIPPING = 'S';
/** Address approach type B: a billing address (account section 3). */
export const ADDRESS_APPROACH_BILLING = 'B';

export const addressApproachTypeSchema = z.enum([ADDRESS_APPROACH_SHIPPING, ADDRESS_APPROACH_BILLING]);
export type AddressApproachType = z.infer<typeof addressApproachTypeSchema>;

const text = z.string().optional();

/** A consumer address as the consumer service sends it (account section 3). */
export const addressSchema = z.object({
  id: text,
  addressId: text,
  approachType: addressApproachTypeSchema,
  main: z.boolean().optional(),
  firstName: text,
  lastName: text,
  email: text,
  country: text,
  countryCode: text,
  addressLine1: text,
  addressLine2: text,
  addressLine3: text,
  postalCode: text,
  city: text,
  province: text,
  stateCode: text,
  region: text,
  phone: text,
  phoneCode: text,
  recipientContactPhone: text,
  subscriptions: z.object({ newsletterConsent: z.boolean().optional() }).optional(),
});

export type Address = Readonly<z.infer<typeof addressSchema>>;

/** The address's identifier, which the service calls `id` or `addressId`. */
export function addressIdOf(address: Address): string | undefined {
  return address.id ?? address.addressId;
}
