import type { QuestionRepository, ReviewRepository } from '@stride/domain/reviews';
import type { Throttle } from '@stride/domain/security';

/** What the question use cases need: the questions, the reviews' product lookup, abuse limits, time and ids. */
export interface QuestionsDeps {
  readonly questions: QuestionRepository;
  /** Names the product a path id stands for (its id or a colour master id). */
  readonly reviews: Pick<ReviewRepository, 'productIdOf'>;
  readonly throttle: Throttle;
  readonly now: () => Date;
  /** A new question's (`qn-`) or answer's (`an-`) id, random. */
  readonly newPostId: (prefix: 'qn' | 'an') => string;
}

/** Who calls a question route: a guest's or a shopper's token, or an agent's (support staff). */
export interface QuestionsCaller {
  readonly consumerNo: string;
  readonly consumerType: string;
  /** The token is an agent's: their answer is the store's. */
  readonly agent: boolean;
}
