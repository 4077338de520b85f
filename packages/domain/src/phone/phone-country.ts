import { z } from 'zod';

/**
 * A country entry as the country list service sends it (account section 3): name, dial code,
 * ISO code and an optional phone mask. `X` in a mask stands for one digit of the national part.
 * A country whose numbers come in several lengths (Germany) carries a list of masks.
 */
export const phoneCountrySchema = z.object({
  name: z.string().min(1),
  dialCode: z.string().regex(/^\d{1,4}$/, 'Dial code must be 1 to 4 digits'),
  code: z.string().regex(/^[A-Z]{2}$/, 'Country code must be two upper-case letters'),
  mask: z.union([z.string().includes('X'), z.array(z.string().includes('X')).min(1)]).optional(),
});

export type PhoneCountry = Readonly<z.infer<typeof phoneCountrySchema>>;
