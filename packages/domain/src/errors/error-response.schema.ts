import { z } from 'zod';

/** One entry of `errorDetails`: the spec's error id and the server's message. */
export const errorDetailSchema = z.object({
  errorId: z.string().min(1),
  message: z.string(),
});

/** The error answer of every Stride API call: `{ errorDetails, appId?, correlationId }`. */
export const errorResponseSchema = z
  .object({
    errorDetails: z.array(errorDetailSchema).min(1),
    appId: z.string().min(1).optional(),
    correlationId: z.string().min(1),
  })
  .meta({ id: 'ErrorResponse' });

/** The error answer of the Stride API. */
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
