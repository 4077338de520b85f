import { useEffect, useId, useMemo, type ReactElement } from 'react';
import { PHOTO_LIMITS } from '@stride/domain/media';
import { useMessages } from '../../../i18n/messages.js';

/** The types the picker offers; the server tells a photo's type by its bytes, whatever the file is called. */
const ACCEPT = 'image/jpeg,image/png,image/webp';

export interface PhotoPickerProps {
  readonly files: readonly File[];
  readonly onChange: (files: File[]) => void;
  readonly error?: string | undefined;
}

/** Up to three photos for a review: chosen from the device, shown as thumbnails, each removable before sending. */
export function PhotoPicker({ files, onChange, error }: PhotoPickerProps): ReactElement {
  const { t } = useMessages();
  const ids = useId();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = files.length >= PHOTO_LIMITS.perReview;
  return (
    <div className="field review-form__photos">
      <label htmlFor={`${ids}-photos`}>{t('reviews.form.photos', { max: PHOTO_LIMITS.perReview })}</label>
      <span id={`${ids}-hint`} className="field-hint">
        {t('reviews.form.photosHint', { size: Math.floor(PHOTO_LIMITS.bytesMax / 1024) })}
      </span>
      <input
        id={`${ids}-photos`}
        type="file"
        accept={ACCEPT}
        multiple
        disabled={full}
        aria-describedby={error === undefined ? `${ids}-hint` : `${ids}-hint ${ids}-error`}
        aria-invalid={error === undefined ? undefined : true}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          onChange([...files, ...chosen].slice(0, PHOTO_LIMITS.perReview));
          event.target.value = '';
        }}
      />
      {error !== undefined ? (
        <span id={`${ids}-error`} className="field-error">
          {error}
        </span>
      ) : null}
      {files.length > 0 ? (
        <ul className="review__photos">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <img src={previews[index]} alt={t('reviews.photoAlt', { index: index + 1, count: files.length })} width={96} height={96} />
              <button type="button" className="link-button" onClick={() => onChange(files.filter((_, i) => i !== index))}>
                {t('reviews.form.removePhoto', { index: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
