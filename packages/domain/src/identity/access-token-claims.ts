import { z } from 'zod';
import { consumerTypeSchema } from '../auth/consumer-type.schema.js';

/** The claims a signed access token carries (times in seconds since the epoch). */
export const accessTokenClaimsSchema = z.object({
  consumerNo: z.string().min(1),
  consumerType: consumerTypeSchema,
  agentRole: z.enum(['EMPLOYEE', 'STORE_ASSOCIATE']).optional(),
  storeId: z.string().min(1).optional(),
  iat: z.number().int(),
  exp: z.number().int(),
  // The session (refresh token family) the token was issued in: signing out refuses its tokens.
  // Tokens issued before it was carried have none and are accepted until they expire.
  fid: z.string().min(1).max(100).optional(),
  // Access tokens name no audience (those issued so far have none, and still verify). A token that
  // names one (a loyalty token: aud "loyalty") is meant for someone else and never authenticates an API call.
  aud: z.never().optional(),
});

export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
