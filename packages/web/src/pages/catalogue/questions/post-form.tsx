import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { postDraftFlaws, QUESTION_LIMITS, type PostDraft, type PostDraftFlaw, type PostKind } from '@stride/domain/reviews';
import { FormField } from '../../../auth/form-field.js';
import { useMessages, type Translate } from '../../../i18n/messages.js';

/** A draft's flaw in the page's language: the same rules the server checks (REV410 past the maximum). */
function flawText(t: Translate, flaw: PostDraftFlaw): string {
  if (flaw.reason === 'tooShort') return t('form.minLength', { count: flaw.min ?? 0 });
  if (flaw.reason === 'tooLong') return t('form.maxLength', { count: flaw.max ?? 0 });
  return t('form.required');
}

export interface PostFormProps {
  readonly kind: PostKind;
  readonly defaultNickname: string;
  /** Sends the draft; answers null when it was taken, or the message to show. */
  readonly submit: (draft: PostDraft) => Promise<string | null>;
  readonly onSent: () => void;
  readonly onCancel?: () => void;
}

/** A question or an answer: its text and the name shown, checked before sending as the server checks them. */
export function PostForm({ kind, defaultNickname, submit, onSent, onCancel }: PostFormProps): ReactElement {
  const { t } = useMessages();
  const ids = useId();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<PostDraftFlaw['field'], string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const max = kind === 'question' ? QUESTION_LIMITS.questionMax : QUESTION_LIMITS.answerMax;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const draft: PostDraft = { text, nickname: String(new FormData(event.currentTarget).get('nickname') ?? '') };
    const flaws = postDraftFlaws(kind, draft);
    setErrors(Object.fromEntries(flaws.map((flaw) => [flaw.field, flawText(t, flaw)])));
    if (flaws.length > 0) return;
    setSending(true);
    setProblem(null);
    const refused = await submit(draft);
    setSending(false);
    if (refused === null) onSent();
    else setProblem(refused);
  };

  const textError = errors.text;
  return (
    <form className="review-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={sending}>
      {problem !== null ? (
        <p className="banner banner--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${ids}-text`}>{kind === 'question' ? t('questions.form.question') : t('questions.form.answer')}</label>
        <span id={`${ids}-hint`} className="field-hint">
          {t('reviews.form.textCount', { count: [...text].length, max })}
        </span>
        <textarea
          id={`${ids}-text`}
          name="text"
          rows={kind === 'question' ? 4 : 3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={textError !== undefined ? true : undefined}
          aria-describedby={textError === undefined ? `${ids}-hint` : `${ids}-hint ${ids}-text-error`}
        />
        {textError !== undefined ? (
          <span id={`${ids}-text-error`} className="field-error">
            {textError}
          </span>
        ) : null}
      </div>
      <FormField
        label={t('questions.form.nickname')}
        name="nickname"
        defaultValue={defaultNickname}
        error={errors.nickname}
        autoComplete="nickname"
        hint={t('reviews.form.nicknameHint')}
      />
      <div className="review-form__buttons">
        <button type="submit" className="button-primary" disabled={sending} aria-busy={sending}>
          {sending ? t('reviews.form.posting') : kind === 'question' ? t('questions.form.send') : t('questions.form.sendAnswer')}
        </button>
        {onCancel !== undefined ? (
          <button type="button" className="link-button" onClick={onCancel}>
            {t('reviews.form.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
