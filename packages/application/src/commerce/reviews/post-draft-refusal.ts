import { strideError, type StrideError } from '@stride/domain/errors';
import { REVIEW_TOO_LONG, type PostDraftFlaw, type PostKind } from '@stride/domain/reviews';

/** The refusal of a flawed question or answer: REV410 when a field is too long, ATTR300 otherwise, naming the field. */
export function postDraftRefusal(kind: PostKind, flaws: readonly PostDraftFlaw[]): StrideError {
  const tooLong = flaws.find((flaw) => flaw.reason === 'tooLong');
  if (tooLong !== undefined)
    return strideError(REVIEW_TOO_LONG, `Your ${kind} is too long: the ${tooLong.field} may be at most ${tooLong.max ?? 0} characters.`, {
      field: tooLong.field,
      max: tooLong.max,
    });
  const first = flaws[0];
  return strideError('ATTR300', `Check your ${kind}: ${first?.field ?? 'text'} is ${first?.reason ?? 'required'}.`, { field: first?.field });
}
