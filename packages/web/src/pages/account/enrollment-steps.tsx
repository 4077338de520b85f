import { useState, type FormEvent, type ReactElement } from 'react';
import type { ConsumerProfileView, SignUpFailure } from '@stride/application/storefront';
import { PREFERRED_SHOE_SIZES, PROFILE_INTERESTS, validateProfileDetails } from '@stride/domain/identity';
import { STOREFRONT_MESSAGES } from '@stride/domain/errors';
import { useApi } from '../../app/services-context.js';
import { fieldText, FormField } from '../../auth/form-field.js';
import { SignUpForm, type LoyaltyOnlyValues } from '../../auth/sign-up-form.js';
import { useMessages, type MessageId } from '../../i18n/messages.js';
import { missingCompletionFields } from './enrollment-completion.js';

type Saving = 'idle' | 'saving' | 'failed';

/** Step 6, mobile: the phone number, saved on the profile (PUT /consumers-v3/consumer); the shopper may skip it. */
export function MobileStep({ profile, onDone }: { readonly profile: ConsumerProfileView; readonly onDone: (saved: boolean) => Promise<void> }): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const [state, setState] = useState<Saving>('idle');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phone = fieldText(new FormData(event.currentTarget), 'phone').trim();
    const found = validateProfileDetails({ phone }, profile.consumerDetails.phoneCode ?? null).phone ?? (phone === '' ? 'This field is required' : undefined);
    setError(found);
    if (found !== undefined) return;
    setState('saving');
    const answer = await api.call('updateConsumerProfile', { body: { consumerProfile: { consumerDetails: { phone } } } });
    if (answer.isErr()) return setState('failed');
    await onDone(true);
  };
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={state === 'saving'}>
      <FormField
        label={t('address.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        required
        hint={t('enroll.phoneHint')}
        error={error}
      />
      <StepActions saving={state === 'saving'} failed={state === 'failed'} onSkip={() => void onDone(false)} />
    </form>
  );
}

/** Step 7 for a member: the profile fields still missing (names, postal code) and the preferred shoe size. */
export function ProfileStep({ profile, onDone }: { readonly profile: ConsumerProfileView; readonly onDone: () => Promise<void> }): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const missing = missingCompletionFields(profile.consumerDetails);
  const [state, setState] = useState<Saving>('idle');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const details = Object.fromEntries(missing.map((field) => [field, fieldText(form, field).trim()]));
    const found = validateProfileDetails(details, null);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState('saving');
    const preferredShoeSize = fieldText(form, 'preferredShoeSize');
    const answer = await api.call('updateConsumerProfile', {
      body: { consumerProfile: { ...(missing.length > 0 ? { consumerDetails: details } : {}), preferences: { preferredShoeSize } } },
    });
    if (answer.isErr()) return setState('failed');
    await onDone();
  };
  const labels = { firstName: 'address.firstName', lastName: 'address.lastName', postalCode: 'address.postalCode' } as const;
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={state === 'saving'}>
      {missing.map((field) => (
        <FormField key={field} label={t(labels[field])} name={field} maxLength={30} error={errors[field]} />
      ))}
      <div className="field">
        <label htmlFor="enroll-shoe-size">{t('account.shoeSize')}</label>
        <select id="enroll-shoe-size" name="preferredShoeSize" defaultValue={profile.preferences.preferredShoeSize ?? ''}>
          <option value="">{t('profileEditor.noShoeSize')}</option>
          {PREFERRED_SHOE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <StepActions saving={state === 'saving'} failed={state === 'failed'} onSkip={() => void onDone()} />
    </form>
  );
}

/** The interests dialog's form (step 8): the interests the store offers, saved pipe-separated on the profile. */
export function InterestsForm({ profile, onDone }: { readonly profile: ConsumerProfileView; readonly onDone: (saved: boolean) => void }): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const [state, setState] = useState<Saving>('idle');
  const current = profile.preferences.interests?.split('|') ?? [];
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picked = new FormData(event.currentTarget).getAll('interests');
    setState('saving');
    const interests = PROFILE_INTERESTS.filter((interest) => picked.includes(interest)).join('|');
    const answer = await api.call('updateConsumerProfile', { body: { consumerProfile: { preferences: { interests } } } });
    if (answer.isErr()) return setState('failed');
    onDone(true);
  };
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={state === 'saving'}>
      <fieldset className="enroll-interests">
        <legend>{t('enroll.interestsLegend')}</legend>
        {PROFILE_INTERESTS.map((interest) => (
          <label key={interest} className="field--checkbox enroll-interest">
            <input type="checkbox" name="interests" value={interest} defaultChecked={current.includes(interest)} /> {t(interestLabel(interest))}
          </label>
        ))}
      </fieldset>
      <StepActions saving={state === 'saving'} failed={state === 'failed'} onSkip={() => onDone(false)} />
    </form>
  );
}

// Each interest's words are `interest.<lower-case value>` (interest-labels.ts maps them the same way for the account
// page; importing that module here would cut it out of the account page's chunk into one of its own).
function interestLabel(interest: string): MessageId {
  return `interest.${interest.toLowerCase()}` as MessageId;
}

function StepActions({ saving, failed, onSkip }: { readonly saving: boolean; readonly failed: boolean; readonly onSkip: () => void }): ReactElement {
  const { t } = useMessages();
  return (
    <>
      {failed ? (
        <p className="banner banner--error" role="alert">
          {t('profileEditor.failed')}
        </p>
      ) : null}
      <button type="submit" className="button-primary auth-submit" disabled={saving}>
        {t('enroll.saveContinue')}
      </button>
      <p className="auth-links">
        <button type="button" className="link-button" onClick={onSkip}>
          {t('enroll.skip')}
        </button>
      </p>
    </>
  );
}

/**
 * The loyalty-only sign-up's join (steps 4 and 7 for a shopper outside the programme): joining is required; a
 * name the profile lacked is saved with the newsletter choice, then `POST /consumers-v3/consumer/loyalty/enrollment`.
 */
function useLoyaltyJoin(profile: ConsumerProfileView | null, onJoined: () => Promise<void>): (values: LoyaltyOnlyValues) => Promise<SignUpFailure | null> {
  const api = useApi();
  return async (values) => {
    if (!values.loyaltyTerms) return { kind: 'fields', fieldErrors: { loyaltyTerms: 'This field is required' } };
    const blank = missingCompletionFields(profile?.consumerDetails ?? {}).filter((field) => field !== 'postalCode');
    const details = Object.fromEntries(blank.map((field) => [field, values[field].trim()]));
    const found = validateProfileDetails(details, null);
    const required = Object.fromEntries(blank.filter((field) => details[field] === '').map((field) => [field, 'This field is required']));
    if (Object.keys({ ...found, ...required }).length > 0) return { kind: 'fields', fieldErrors: { ...found, ...required } };
    const saved = await api.call('updateConsumerProfile', {
      body: { consumerProfile: { ...(blank.length > 0 ? { consumerDetails: details } : {}), preferences: { newsletterOptIn: values.newsletter } } },
    });
    if (saved.isErr())
      return {
        kind: 'banner',
        message: saved.error.kind === 'answer' ? saved.error.error.message : STOREFRONT_MESSAGES.SOMETHING_WENT_WRONG,
        failure: saved.error,
      };
    const joined = await api.call('enrollInLoyalty');
    if (joined.isErr())
      return {
        kind: 'banner',
        message: joined.error.kind === 'answer' ? joined.error.error.message : STOREFRONT_MESSAGES.SOMETHING_WENT_WRONG,
        failure: joined.error,
      };
    await onJoined();
    return null;
  };
}

/** The loyalty-only sign-up (steps 4 and 7 for a shopper outside the programme), joining as `useLoyaltyJoin` says. */
export function LoyaltyOnlyStep({ profile, onJoined }: { readonly profile: ConsumerProfileView; readonly onJoined: () => Promise<void> }): ReactElement {
  const join = useLoyaltyJoin(profile, onJoined);
  return <SignUpForm loyaltyOnly={{ profile, join }} />;
}

export { stepAfterSignIn } from './enrollment-completion.js';
