import { useState, type ReactElement } from 'react';
import type { PublicAnswerAnswer, PublicQuestionAnswer } from '@stride/application/storefront';
import type { PostDraft } from '@stride/domain/reviews';
import { useMessages } from '../../../i18n/messages.js';
import { PostForm } from './post-form.js';

/** What the section does for a question's buttons. */
export interface QuestionActions {
  /** The signed-in shopper's name to prefill, or null for a guest (who is asked to sign in). */
  readonly nickname: string | null;
  vote(answer: PublicAnswerAnswer): Promise<{ readonly helpfulCount: number } | null>;
  answer(question: PublicQuestionAnswer, draft: PostDraft): Promise<string | null>;
  signIn(): void;
}

function AnswerItem({ answer, actions }: { readonly answer: PublicAnswerAnswer; readonly actions: QuestionActions }): ReactElement {
  const { t, locale } = useMessages();
  const [helpful, setHelpful] = useState(answer.helpfulCount);
  const [feedback, setFeedback] = useState<'none' | 'voted' | 'failed'>('none');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(answer.createdAt));
  const vote = async () => {
    const voted = await actions.vote(answer);
    if (voted === null) return setFeedback('failed');
    setHelpful(voted.helpfulCount);
    setFeedback('voted');
  };
  return (
    <li className="answer" lang={answer.locale}>
      <p className="review__meta">
        {t('reviews.by', { nickname: answer.nickname, date })}
        {answer.fromStaff ? <span className="review__verified">{t('questions.staff')}</span> : null}
      </p>
      <p className="review__text">{answer.text}</p>
      <div className="review__actions">
        <button type="button" className="link-button" onClick={() => void vote()} disabled={feedback === 'voted'}>
          {t('reviews.helpful', { count: helpful })}
        </button>
      </div>
      {feedback !== 'none' ? (
        <p className="review__feedback" role="status">
          {feedback === 'voted' ? t('reviews.thanksHelpful') : t('reviews.actionFailed')}
        </p>
      ) : null}
    </li>
  );
}

/** One question: who asked and when, its answers (the store's marked), Helpful on each, and the answer form. */
export function QuestionItem({ question, actions }: { readonly question: PublicQuestionAnswer; readonly actions: QuestionActions }): ReactElement {
  const { t, locale } = useMessages();
  const [answering, setAnswering] = useState(false);
  const [sent, setSent] = useState(false);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(question.createdAt));
  return (
    <li id={`question-${question.questionId}`} className="review question">
      <h3 className="review__title" lang={question.locale}>
        {question.text}
      </h3>
      <p className="review__meta">{t('questions.askedBy', { nickname: question.nickname, date })}</p>
      {question.answers.length === 0 ? (
        <p className="question__none">{t('questions.noAnswers')}</p>
      ) : (
        <ul className="question__answers" aria-label={t('questions.answers', { count: question.answersCount })}>
          {question.answers.map((answer) => (
            <AnswerItem key={answer.answerId} answer={answer} actions={actions} />
          ))}
        </ul>
      )}
      {sent ? (
        <p className="review__feedback" role="status">
          {t('questions.answerSent')}
        </p>
      ) : answering ? (
        <PostForm
          kind="answer"
          defaultNickname={actions.nickname ?? ''}
          submit={(draft) => actions.answer(question, draft)}
          onSent={() => {
            setAnswering(false);
            setSent(true);
          }}
          onCancel={() => setAnswering(false)}
        />
      ) : (
        <button type="button" className="link-button" onClick={() => (actions.nickname === null ? actions.signIn() : setAnswering(true))}>
          {actions.nickname === null ? t('questions.signInToAnswer') : t('questions.answer')}
        </button>
      )}
    </li>
  );
}
