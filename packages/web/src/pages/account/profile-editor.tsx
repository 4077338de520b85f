import { useState, type FormEvent, type ReactElement } from 'react';
import type { ConsumerProfileView } from '@stride/application/storefront';
import { PREFERRED_SHOE_SIZES, PROFILE_INTERESTS, validateProfileDetails } from '@stride/domain/identity';
import { useApi } from '../../app/services-context.js';
import { useMessages } from '../../i18n/messages.js';
import { formErrorText } from '../../ui/form-error-text.js';
import { EditorFooter } from './editor-footer.js';

export interface ProfileEditorProps {
  readonly profile: ConsumerProfileView;
  readonly onDone: () => Promise<void>;
  readonly onCancel: () => void;
  /** Each interest's words (interest-labels.ts, passed in so that module stays in the page's own chunk). */
  readonly interestLabel: (interest: string) => string;
}

const DETAILS = [
  ['firstName', 'address.firstName', 'given-name'],
  ['lastName', 'address.lastName', 'family-name'],
  ['phone', 'address.phone', 'tel'],
  ['postalCode', 'address.postalCode', 'postal-code'],
] as const;

/**
 * Changes the profile (account sections 3 and 7, PUT consumer): name, phone, postal code, the
 * newsletter, interests and preferred shoe size. The details are checked with the rules the service
 * applies before anything is sent. Loaded only when the shopper opens it.
 */
export function ProfileEditor({ profile, onDone, onCancel, interestLabel }: ProfileEditorProps): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const details = profile.consumerDetails;
  const [values, setValues] = useState({
    firstName: details.firstName,
    lastName: details.lastName,
    phone: details.phone ?? '',
    postalCode: details.postalCode ?? '',
  });
  const [newsletter, setNewsletter] = useState(profile.preferences.newsletterOptIn);
  const [interests, setInterests] = useState<readonly string[]>(profile.preferences.interests?.split('|') ?? []);
  const [shoeSize, setShoeSize] = useState(profile.preferences.preferredShoeSize ?? '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfileDetails(values, details.phoneCode ?? null);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState('saving');
    const result = await api.call('updateConsumerProfile', {
      body: {
        consumerProfile: {
          consumerDetails: values,
          preferences: { newsletterOptIn: newsletter, interests: interests.join('|'), preferredShoeSize: shoeSize },
        },
      },
    });
    if (result.isErr()) return setState('failed');
    await onDone();
  };

  return (
    <form className="profile-editor" noValidate aria-labelledby="profile-editor-title" onSubmit={(event) => void submit(event)}>
      <h3 id="profile-editor-title">{t('profileEditor.title')}</h3>
      <div className="address-form">
        {DETAILS.map(([name, label, autoComplete]) => {
          const error = errors[name];
          return (
            <div key={name} className="form-field">
              <label htmlFor={`profile-${name}`}>{t(label)}</label>
              <input
                id={`profile-${name}`}
                name={name}
                autoComplete={autoComplete}
                type={name === 'phone' ? 'tel' : 'text'}
                value={values[name]}
                aria-invalid={error !== undefined}
                aria-describedby={error !== undefined ? `profile-${name}-error` : undefined}
                onChange={(e) => setValues({ ...values, [name]: e.currentTarget.value })}
              />
              {error !== undefined ? (
                <p id={`profile-${name}-error`} className="field-error">
                  {formErrorText(t, error)}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <fieldset className="profile-editor__interests">
        <legend>{t('account.interests')}</legend>
        {PROFILE_INTERESTS.map((interest) => (
          <label key={interest}>
            <input
              type="checkbox"
              name="interests"
              value={interest}
              checked={interests.includes(interest)}
              onChange={(e) => setInterests(e.currentTarget.checked ? [...interests, interest] : interests.filter((i) => i !== interest))}
            />{' '}
            {interestLabel(interest)}
          </label>
        ))}
      </fieldset>
      <div className="form-field">
        <label htmlFor="profile-shoe-size">{t('account.shoeSize')}</label>
        <select id="profile-shoe-size" name="preferredShoeSize" value={shoeSize} onChange={(e) => setShoeSize(e.currentTarget.value)}>
          <option value="">{t('profileEditor.noShoeSize')}</option>
          {PREFERRED_SHOE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <label className="profile-editor__newsletter">
        <input type="checkbox" name="newsletterOptIn" checked={newsletter} onChange={(e) => setNewsletter(e.currentTarget.checked)} />{' '}
        {t('profileEditor.newsletter')}
      </label>
      <EditorFooter
        error={state === 'failed' ? t('profileEditor.failed') : null}
        saveLabel={t('profileEditor.save')}
        saving={state === 'saving'}
        onCancel={onCancel}
      />
    </form>
  );
}
