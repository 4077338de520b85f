import { useId, useState, type FormEvent, type ReactElement } from 'react';
import type { WriteReviewAnswer } from '@stride/application/storefront';
import { PHOTO_LIMITS } from '@stride/domain/media';
import { REVIEW_LIMITS, reviewDraftFlaws, type ReviewDraft, type ReviewDraftFlaw } from '@stride/domain/reviews';
import { FormField } from '../../../auth/form-field.js';
import { useMessages, type Translate } from '../../../i18n/messages.js';
import { PhotoPicker } from './photo-picker.js';

type Field = ReviewDraftFlaw['field'];

/** A draft's flaw in the page's language: the same rules the server checks (REV410 past the maximum). */
function flawText(t: Translate, flaw: ReviewDraftFlaw): string {
  if (flaw.field === 'rating') return t('reviews.form.ratingRequired');
  if (flaw.reason === 'tooShort') return t('form.minLength', { count: flaw.min ?? 0 });
  if (flaw.reason === 'tooLong') return t('form.maxLength', { count: flaw.max ?? 0 });
  return t('form.required');
}

export interface WriteReviewFormProps {
  readonly productName: string;
  readonly defaultNickname: string;
  /** Sends the draft with its photos; answers the written review or the message to show. */
  readonly submit: (draft: ReviewDraft, photos: readonly File[]) => Promise<{ readonly ok: WriteReviewAnswer } | { readonly error: string }>;
  readonly onWritten: (answer: WriteReviewAnswer) => void;
  readonly onCancel: () => void;
}

/** The write-a-review form: stars, title, text and the name shown, checked before sending as the server checks them. */
export function WriteReviewForm({ productName, defaultNickname, submit, onWritten, onCancel }: WriteReviewFormProps): ReactElement {
  const { t } = useMessages();
  const ids = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const tooLarge = photos.find((photo) => photo.size > PHOTO_LIMITS.bytesMax);
  const photoError =
    tooLarge === undefined ? undefined : t('reviews.form.photoTooLarge', { name: tooLarge.name, size: Math.floor(PHOTO_LIMITS.bytesMax / 1024) });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    const draft: ReviewDraft = { rating, title: String(form.get('title') ?? ''), text, nickname: String(form.get('nickname') ?? '') };
    const flaws = reviewDraftFlaws(draft);
    setErrors(Object.fromEntries(flaws.map((flaw) => [flaw.field, flawText(t, flaw)])));
    if (flaws.length > 0 || photoError !== undefined) return;
    setSending(true);
    setProblem(null);
    const answer = await submit(draft, photos);
    setSending(false);
    if ('ok' in answer) onWritten(answer.ok);
    else setProblem(answer.error);
  };

  const textError = errors.text;
  return (
    <form className="review-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={sending}>
      <h3>{t('reviews.form.heading', { name: productName })}</h3>
      {problem !== null ? (
        <p className="banner banner--error" role="alert">
          {problem}
        </p>
      ) : null}
      <fieldset className="review-form__rating" aria-describedby={errors.rating === undefined ? undefined : `${ids}-rating-error`}>
        <legend>{t('reviews.form.rating')}</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={stars <= rating ? 'review-form__star review-form__star--on' : 'review-form__star'}>
            <input type="radio" name="rating" value={stars} checked={rating === stars} onChange={() => setRating(stars)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.stars', { stars })}</span>
          </label>
        ))}
        {errors.rating !== undefined ? (
          <span id={`${ids}-rating-error`} className="field-error">
            {errors.rating}
          </span>
        ) : null}
      </fieldset>
      <FormField label={t('reviews.form.title')} name="title" error={errors.title} autoComplete="off" />
      <div className="field">
        <label htmlFor={`${ids}-text`}>{t('reviews.form.text')}</label>
        <span id={`${ids}-hint`} className="field-hint">
          {t('reviews.form.textCount', { count: [...text].length, max: REVIEW_LIMITS.textMax })}
        </span>
        <textarea
          id={`${ids}-text`}
          name="text"
          rows={6}
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
      <PhotoPicker files={photos} onChange={setPhotos} error={photoError} />
      <FormField
        label={t('reviews.form.nickname')}
        name="nickname"
        defaultValue={defaultNickname}
        error={errors.nickname}
        autoComplete="nickname"
        hint={t('reviews.form.nicknameHint')}
      />
      <div className="review-form__buttons">
        <button type="submit" className="button-primary" disabled={sending} aria-busy={sending}>
          {sending ? t('reviews.form.posting') : t('reviews.form.post')}
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          {t('reviews.form.cancel')}
        </button>
      </div>
    </form>
  );
}
