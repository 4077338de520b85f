import { useId, useState, type FormEvent, type ReactElement } from 'react';
import type { CartGiftOption } from '@stride/domain/cart';
import { GIFT_MESSAGE_MAX_LENGTH, validateGiftOption } from '@stride/domain/validation';
import { FormField, fieldText } from '../../auth/form-field.js';
import { useMessages } from '../../i18n/messages.js';
import { useDialogs } from '../../state/dialogs.js';
import { Dialog } from '../../ui/dialog.js';
import { formErrorText } from '../../ui/form-error-text.js';
import { GIFT_OPTION_DIALOG_ID } from './gift-option-dialog-id.js';
import './gift-option-dialog.css';
import { FieldAlert } from '../../ui/field-alert.js';

type FieldErrors = Partial<Record<'to' | 'email' | 'message', string>>;

export interface GiftOptionDialogProps {
  /** The product the gift option is for (a digital gift card), named in the dialog. */
  readonly productName: string;
  /** The gift option the line or the product page holds, filled in; undefined for a new one. */
  readonly current: CartGiftOption | undefined;
  /** Saves the gift option, or takes it off (null); answers an error to show, or null when it is done. */
  readonly onSave: (giftOption: CartGiftOption | null) => Promise<string | null>;
}

/**
 * Add gift option (commerce section 2, Dialogs): the recipient's name and e-mail and a message for a digital product,
 * all three required (section 5: a gift option is sent only when complete), the message within its length with the
 * characters left counted down. The gift card is e-mailed to the recipient with the message; without one, to the buyer.
 */
export function GiftOptionDialog(props: GiftOptionDialogProps): ReactElement {
  const { t } = useMessages();
  // The form is the dialog's content, rendered while it is open: each opening starts from the gift option as it is.
  return (
    <Dialog id={GIFT_OPTION_DIALOG_ID} title={t('giftOption.title')} height="full">
      <GiftOptionForm {...props} />
    </Dialog>
  );
}

function GiftOptionForm({ productName, current, onSave }: GiftOptionDialogProps): ReactElement {
  const { t } = useMessages();
  const dialogs = useDialogs();
  const ids = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState(current?.message ?? '');

  const save = async (giftOption: CartGiftOption | null) => {
    setBusy(true);
    const error = await onSave(giftOption);
    setBusy(false);
    setFailure(error);
    if (error === null) dialogs.close(GIFT_OPTION_DIALOG_ID);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = { to: fieldText(form, 'to').trim(), email: fieldText(form, 'email').trim(), message: fieldText(form, 'message').trim() };
    const found = validateGiftOption(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void save(values);
  };

  return (
    <form className="gift-option" noValidate onSubmit={submit}>
      <p className="gift-option__product">{productName}</p>
      <p className="gift-option__note">{t('giftOption.intro')}</p>
      <FormField label={t('giftOption.to')} name="to" autoComplete="off" defaultValue={current?.to ?? ''} error={errors.to} required />
      <FormField label={t('giftOption.email')} name="email" type="email" autoComplete="off" defaultValue={current?.email ?? ''} error={errors.email} required />
      <div className="field">
        <label htmlFor={`${ids}-message`}>{t('giftOption.message')}</label>
        <textarea
          id={`${ids}-message`}
          name="message"
          rows={4}
          maxLength={GIFT_MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          required
          aria-invalid={errors.message !== undefined ? true : undefined}
          aria-describedby={`${ids}-left${errors.message !== undefined ? ` ${ids}-error` : ''}`}
        />
        <span id={`${ids}-left`} className="field-hint" aria-live="polite">
          {t('giftOption.left', { count: Math.max(GIFT_MESSAGE_MAX_LENGTH - message.length, 0) })}
        </span>
        {errors.message !== undefined ? (
          <span id={`${ids}-error`} className="field-error">
            {formErrorText(t, errors.message)}
          </span>
        ) : null}
      </div>
      <FieldAlert message={failure} />
      <div className="button-row">
        <button type="submit" className="button-primary" disabled={busy}>
          {t('giftOption.save')}
        </button>
        {current !== undefined ? (
          <button type="button" className="button" disabled={busy} onClick={() => void save(null)}>
            {t('giftOption.remove')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
