import { z } from 'zod';
import { consumerTypeSchema } from './consumer-type.schema.js';

/** Minimum password length (commerce-core section 9, account-and-catalogue section 9). */
export const PASSWORD_MIN_LENGTH = 8;

/** The favorites part of the auth session. */
export const authSessionFavoritesSchema = z.object({
  favoriteId: z.string().min(1).nullable(),
  favStoreId: z.string().min(1).nullable(),
});

/** The client's auth session (commerce-core section 3, Auth session). */
export const authSessionSchema = z.object({
  consumerNo: z.string().min(1),
  consumerType: consumerTypeSchema,
  memberId: z.string().min(1).nullable(),
  refreshToken: z.string().min(1),
  isEmployeeDiscountTCAccepted: z.boolean(),
  basketId: z.string().min(1).nullable(),
  favorites: authSessionFavoritesSchema,
});
