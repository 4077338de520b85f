import { err, ok, type Result } from 'neverthrow';
// zod/mini: the browser's experiment runtime parses the test context (the whole of zod would ride along on every page).
import * as z from 'zod/mini';
import { ContentError } from './content.errors.js';

/** The query parameter that forces experience variants for QA (spec content section 2). */
export const P13N_TEST_CONTEXT_PARAM = 'p13n_testcontext';

// The spec says only "JSON with a list of forced variants"; we take { forcedVariants: [{ experienceId, variantId }] }.
const forcedVariantSchema = z.object({ experienceId: z.string().check(z.minLength(1)), variantId: z.string().check(z.minLength(1)) });
/** Schema of the p13n_testcontext JSON. */
export const p13nTestContextSchema = z.object({ forcedVariants: z.array(forcedVariantSchema) });

export type P13nForcedVariant = z.infer<typeof forcedVariantSchema>;

/**
 * Parses the p13n_testcontext value (already URL-decoded). Absent or empty means no forced variants.
 * @example parseP13nTestContext('{"forcedVariants":[{"experienceId":"hp-hero","variantId":"v2"}]}')
 */
export function parseP13nTestContext(raw: string | null | undefined): Result<P13nForcedVariant[], ContentError> {
  if (raw === null || raw === undefined || raw.trim() === '') return ok([]);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return err(new ContentError('CNT_TEST_CONTEXT_INVALID', 'p13n_testcontext is not JSON.'));
  }
  const parsed = p13nTestContextSchema.safeParse(json);
  if (!parsed.success) {
    return err(new ContentError('CNT_TEST_CONTEXT_INVALID', 'p13n_testcontext must hold a forcedVariants list.'));
  }
  return ok(parsed.data.forcedVariants);
}
