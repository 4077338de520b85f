import { useState, type FormEvent, type ReactElement } from 'react';
import { PASSWORD_MIN_LENGTH } from '@stride/domain/auth';
import { useApi } from '../../app/services-context.js';
import { useMessages } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { EditorFooter } from './editor-footer.js';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';

interface PasswordEditorProps {
  readonly onDone: () => void;
  readonly onCancel: () => void;
}

type Field = 'currentPassword' | 'newPassword' | 'confirmation';

const FIELDS = [
  ['currentPassword', 'passwordEditor.current', 'current-password'],
  ['newPassword', 'passwordEditor.new', 'new-password'],
  ['confirmation', 'passwordEditor.confirm', 'new-password'],
] as const;

/**
 * Changes the password (account section 7, POST changepassword): the current one, the new one
 * (at least PASSWORD_MIN_LENGTH characters) and its confirmation, checked before anything is sent;
 * the service's refusal (a wrong current password, the same one again) is shown in the page's
 * language. Loaded only when the shopper opens it.
 */
export function PasswordEditor({ onDone, onCancel }: PasswordEditorProps): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const api = useApi();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: Field) => String(form.get(name) ?? '');
    const found: Partial<Record<Field, string>> = {};
    if (value('currentPassword') === '') found.currentPassword = t('form.required');
    if (value('newPassword').length < PASSWORD_MIN_LENGTH) found.newPassword = t('auth.passwordHint', { count: PASSWORD_MIN_LENGTH });
    if (value('confirmation') !== value('newPassword')) found.confirmation = t('passwordEditor.mismatch');
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await api
      .with(pageRouteAddresses)
      .call('changePassword', { body: { currentPassword: value('currentPassword'), newPassword: value('newPassword') } });
    setSaving(false);
    if (result.isOk()) return onDone();
    const failure = result.error;
    setRefusal(
      failure.kind === 'answer'
        ? shopperErrorText(messages, failure.error.message, failure.error.errorId, 'passwordEditor.failed')
        : t('passwordEditor.failed'),
    );
  };

  return (
    <form className="profile-editor" method="post" noValidate aria-labelledby="password-editor-title" onSubmit={(event) => void submit(event)}>
      <h3 id="password-editor-title">{t('passwordEditor.title')}</h3>
      {FIELDS.map(([name, label, autoComplete]) => {
        const error = errors[name];
        const hint = name === 'newPassword' ? t('auth.passwordHint', { count: PASSWORD_MIN_LENGTH }) : undefined;
        const described = [hint === undefined ? '' : `password-${name}-hint`, error === undefined ? '' : `password-${name}-error`].filter((id) => id !== '');
        return (
          <div key={name} className="form-field">
            <label htmlFor={`password-${name}`}>{t(label)}</label>
            {hint !== undefined ? (
              <p id={`password-${name}-hint`} className="form-note">
                {hint}
              </p>
            ) : null}
            <input
              id={`password-${name}`}
              name={name}
              type="password"
              autoComplete={autoComplete}
              required
              aria-invalid={error !== undefined}
              aria-describedby={described.length > 0 ? described.join(' ') : undefined}
            />
            {error !== undefined ? (
              <p id={`password-${name}-error`} className="field-error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <EditorFooter error={refusal} saveLabel={t('passwordEditor.save')} saving={saving} onCancel={onCancel} />
    </form>
  );
}
