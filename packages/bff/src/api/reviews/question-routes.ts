import { apiRoutes } from '@stride/application/api-routes';
import {
  answerQuestion,
  askQuestion,
  listProductQuestions,
  listQuestionsForModeration,
  moderateQuestion,
  voteAnswerHelpful,
  type QuestionsCaller,
  type QuestionsDeps,
} from '@stride/application/commerce';
import { catalogueMarketFor } from '@stride/domain/catalogue';
import { ok } from 'neverthrow';
import { clientAddress } from '../../http/client-address.js';
import type { ApiSlice } from '../api-slice.js';
import { defineRoute } from '../define-route.js';
import type { Principal } from '../principal.js';

/** The caller of a question route whose auth is required: a guest's, a shopper's or an agent's token. */
function questionsCaller(principal: Principal | undefined): QuestionsCaller {
  if (principal === undefined) throw new Error('question route reached without a principal: its auth must be required');
  return { consumerNo: principal.consumerNo, consumerType: principal.consumerType, agent: principal.agentRole !== undefined };
}

/** Questions and answers about products: the public list, asking, answering, helpful votes and support staff's moderation. */
export function questionsApi(deps: QuestionsDeps): ApiSlice {
  return {
    register(app, registry) {
      defineRoute(app, registry, apiRoutes.getProductQuestions, async ({ params, query }) =>
        listProductQuestions(deps, { pathId: params.productId, offset: query.offset, limit: query.limit }),
      );

      defineRoute(app, registry, apiRoutes.askProductQuestion, async ({ params, query, body, principal, c }) =>
        askQuestion(deps, {
          caller: questionsCaller(principal),
          pathId: params.productId,
          draft: body,
          locale: catalogueMarketFor(query.locale).locale,
          clientAddress: clientAddress(c),
        }),
      );

      defineRoute(app, registry, apiRoutes.answerProductQuestion, async ({ params, query, body, principal, c }) =>
        answerQuestion(deps, {
          caller: questionsCaller(principal),
          pathId: params.productId,
          questionId: params.questionId,
          draft: body,
          locale: catalogueMarketFor(query.locale).locale,
          clientAddress: clientAddress(c),
        }),
      );

      defineRoute(app, registry, apiRoutes.voteAnswerHelpful, async ({ params, principal, c }) =>
        voteAnswerHelpful(deps, { caller: questionsCaller(principal), pathId: params.productId, answerId: params.answerId, clientAddress: clientAddress(c) }),
      );

      defineRoute(app, registry, apiRoutes.listQuestionsForModeration, async ({ query }) =>
        ok({ posts: await listQuestionsForModeration(deps, { status: query.status, limit: query.limit }) }),
      );

      defineRoute(app, registry, apiRoutes.moderateQuestion, async ({ params, body, principal }) => {
        const moderated = await moderateQuestion(deps, { postId: params.postId, status: body.status, agent: principal?.consumerNo ?? 'unknown agent' });
        return moderated.map((post) => ({ post }));
      });
    },
  };
}
