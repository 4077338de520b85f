import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import { reviewRouteAddresses } from '@stride/application/review-route-addresses';
import { QUESTION_LIMITS, type PostDraft } from '@stride/domain/reviews';
import { useApi } from '../../../app/services-context.js';
import { useMessages, type MessageId } from '../../../i18n/messages.js';
import { useDialogs } from '../../../state/dialogs.js';
import { useSession } from '../../../state/session.js';
import { shopperErrorText } from '../../../ui/api-error-text.js';
import { Dialog } from '../../../ui/dialog.js';
import { PostForm } from './post-form.js';
import { QuestionItem, type QuestionActions } from './question-item.js';
import { defaultNickname, SectionLoadFailed, useSectionLoad } from '../reviews/section-load.js';
import '../reviews/reviews.css';

/** The dialog's id in the dialog stack (commerce section 2: "ask a question", then its success). */
export const ASK_QUESTION_DIALOG = 'ask-question';
const PAGE_SIZE = QUESTION_LIMITS.pageSizeDefault;

/**
 * A product's questions and answers (account section 7, Products): the published questions a page at a time, newest
 * first, each with its answers (the store's marked) and Helpful on each; Ask a question opens a dialog for a signed-in
 * shopper (a sign-in prompt otherwise), whose success says the question waits for the store's check.
 */
export function QuestionsSection({ productId, productName }: { readonly productId: string; readonly productName: string }): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const base = useApi();
  const api = useMemo(() => base.with(reviewRouteAddresses), [base]);
  const session = useSession();
  const dialogs = useDialogs();
  const [offset, setOffset] = useState(0);
  const [asked, setAsked] = useState(false);
  const listTop = useRef<HTMLUListElement>(null);
  const read = useCallback(
    async (at: number) => {
      const answer = await api.call('getProductQuestions', { params: { productId }, query: { offset: at, limit: PAGE_SIZE } });
      return answer.isOk() ? answer.value : null;
    },
    [api, productId],
  );
  const { page, loading, failed, retry } = useSectionLoad(offset, read);
  if (failed) return <SectionLoadFailed message="questions.failed" onRetry={retry} />;
  if (page === null) return <p role="status">{t('questions.loading')}</p>;

  const refusal = (failure: { kind: string; error?: { message?: string; errorId?: string } }, fallback: MessageId) =>
    failure.kind === 'answer' && failure.error !== undefined
      ? shopperErrorText(messages, failure.error.message ?? '', failure.error.errorId, fallback)
      : t(fallback);
  const nickname = defaultNickname(session.info);
  const actions: QuestionActions = {
    nickname: session.signedIn ? nickname : null,
    vote: async (answer) => {
      const voted = await api.call('voteAnswerHelpful', { params: { productId: page.productId, answerId: answer.answerId } });
      return voted.isOk() ? voted.value : null;
    },
    answer: async (question, draft) => {
      const sent = await api.call('answerProductQuestion', { params: { productId: page.productId, questionId: question.questionId }, body: draft });
      return sent.isOk() ? null : refusal(sent.error, 'questions.form.failed');
    },
    signIn: () => dialogs.open('sign-in'),
  };
  const ask = async (draft: PostDraft) => {
    const sent = await api.call('askProductQuestion', { params: { productId: page.productId }, body: draft });
    return sent.isOk() ? null : refusal(sent.error, 'questions.form.failed');
  };
  const turn = (next: number) => {
    setOffset(next);
    listTop.current?.scrollIntoView({ block: 'start' });
  };
  const to = page.offset + page.questions.length;

  return (
    <div className="reviews" aria-busy={loading}>
      <div className="reviews__write">
        <button
          type="button"
          className="button"
          onClick={() => {
            setAsked(false);
            dialogs.open(session.signedIn ? ASK_QUESTION_DIALOG : 'sign-in');
          }}
        >
          {session.signedIn ? t('questions.ask') : t('questions.signInToAsk')}
        </button>
      </div>
      <Dialog id={ASK_QUESTION_DIALOG} title={asked ? t('questions.askedTitle') : t('questions.askTitle', { name: productName })}>
        {asked ? (
          <div role="status">
            <p>{t('questions.asked')}</p>
            <button type="button" className="button-primary" onClick={() => dialogs.close(ASK_QUESTION_DIALOG)}>
              {t('questions.done')}
            </button>
          </div>
        ) : (
          <PostForm kind="question" defaultNickname={nickname} submit={ask} onSent={() => setAsked(true)} onCancel={() => dialogs.close(ASK_QUESTION_DIALOG)} />
        )}
      </Dialog>
      {page.total === 0 ? (
        <p>{t('questions.none')}</p>
      ) : (
        <>
          <p className="reviews__range" role="status">
            {t('questions.showing', { from: page.offset + 1, to, total: page.total })}
          </p>
          <ul className="reviews__list" ref={listTop}>
            {page.questions.map((question) => (
              <QuestionItem key={question.questionId} question={question} actions={actions} />
            ))}
          </ul>
          {page.total > PAGE_SIZE ? (
            <nav className="reviews__paging" aria-label={t('questions.pages')}>
              <button type="button" className="button" disabled={page.offset === 0} onClick={() => turn(Math.max(0, page.offset - PAGE_SIZE))}>
                {t('questions.previous')}
              </button>
              <button type="button" className="button" disabled={to >= page.total} onClick={() => turn(page.offset + PAGE_SIZE)}>
                {t('questions.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
