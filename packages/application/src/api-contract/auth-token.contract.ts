import { z } from 'zod';
import { consumerTypeSchema } from '@stride/domain/auth';
import { PROFILE_TYPES } from '@stride/domain/identity';

// Ids and codes are a few dozen characters; the bounds only stop a body from carrying megabytes.
const id = z.string().min(1).max(100);
const opaqueToken = z.string().min(1).max(200);

/** Guest objects merged into the registered account at sign-in (commerce section 7). */
export const guestObjectsSchema = z.object({
  basketId: id.optional(),
  favoriteId: id.optional(),
  saveForLaterId: id.optional(),
});

/**
 * Body of `POST /token/v2/auth/token`: a guest token, a registered one for a PKCE code, or (Stride's
 * addition, docs/api-identity.md) `Refresh` to rotate a refresh token, read from the `stride_rt`
 * cookie when the body has none.
 */
export const tokenRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Guest') }),
  z.object({ type: z.literal('Refresh'), refreshToken: opaqueToken.optional() }),
  z.object({
    type: z.literal('Registered'),
    authorizationCode: opaqueToken,
    codeVerifier: z.string().min(43).max(128),
    guestObjects: guestObjectsSchema.optional(),
    orderNo: id.optional(),
    st: opaqueToken.optional(),
    action: z.literal('postLogin').optional(),
  }),
]);

/** Answer of `POST /token/v2/auth/token`. */
export const tokenGrantSchema = z
  .object({
    accessToken: z.string().min(1),
    refreshToken: z.string().min(1),
    expiresIn: z.number().int().positive(),
    consumerNo: z.string().min(1),
    consumerType: consumerTypeSchema,
    basketId: z.string().min(1).optional(),
    memberId: z.string().min(1).optional(),
    isEmployeeDiscountTCAccepted: z.boolean().optional(),
    /** Stride's addition: the signed-in shopper's profile types (ipa, wranx, athlete), when any; content segments by them. */
    profileTypes: z.array(z.enum(PROFILE_TYPES)).max(PROFILE_TYPES.length).optional(),
  })
  .meta({ id: 'TokenGrant' });

export type GuestObjects = z.infer<typeof guestObjectsSchema>;
export type TokenRequest = z.infer<typeof tokenRequestSchema>;
export type TokenGrant = z.infer<typeof tokenGrantSchema>;
