import { z } from 'zod';
import { USER_PHOTO_LIMITS, USER_PHOTO_PRODUCT_ID } from '@stride/domain/media';
import { localeQuerySchema } from './catalogue.contract.js';

/** `GET /fapi/media/user-photos`: approved shoppers' photos, of one product (its master id) or of all, newest first. */
export const userPhotosQuerySchema = localeQuerySchema.extend({
  productId: z.string().regex(USER_PHOTO_PRODUCT_ID).optional(),
  limit: z.coerce.number().int().min(1).max(USER_PHOTO_LIMITS.pageSize).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).optional(),
});
export const userPhotosAnswerSchema = z.object({
  photos: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      imageUrl: z.string(),
      caption: z.string(),
      authorName: z.string(),
      createdAt: z.string(),
    }),
  ),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type UserPhotosAnswer = z.infer<typeof userPhotosAnswerSchema>;
