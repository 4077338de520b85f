import { useState, type FormEvent, type ReactElement } from 'react';
import type { ConsumerProfileView, SignUpFailure } from '@stride/application/storefront';
import { PREFERRED_SHOE_SIZES, PROFILE_INTERESTS, validateProfileDetails } from '@stride/domain/identity';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';
import { STOREFRONT_MESSAGES } from '@stride/domain/errors';
import { useApi } from '../../app/services-context.js';
import { fieldText, FormField } from '../../auth/form-field.js';
import type { LoyaltyOnlyValues } from '../../auth/sign-up-form.js';
import { useMessages } from '../../i18n/messages.js';
import { missingCompletionFields } from './enrollment-flow.js';
import { interestsText } from './interest-labels.js';

type Saving = 'idle' | 'saving' | 'failed';

/** Step 0, lookup: the e-mail decides between sign-in (1) and sign-up (2) (GET /consumers-v3/consumer/lookup). */
export function LookupStep({ initialEmail, onFound }: { readonly initialEmail: string; readonly onFound: (email: string, next: 1 | 2) => void }): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const [state, setState] = useState<Saving>('idle');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = fieldText(new FormData(event.currentTarget), 'email').trim();
    setState('saving');
    const answer = await api.with(pageRouteAddresses).call('lookupConsumer', { query: { email } });
    if (answer.isOk()) return onFound(email, answer.value.nextStep);
    const failure = answer.error;
    setError(failure.kind === 'answer' && failure.error.errorId === 'ATTR300' ? 'Please enter a valid e-mail address.' : null);
    setState('failed');
  };
  return (
    <form className="auth-form" method="get" noValidate onSubmit={(event) => void submit(event)} aria-busy={state === 'saving'}>
      {state === 'failed' && error === null ? (
        <p className="banner banner--error" role="alert">
          {t('storefront.SOMETHING_WENT_WRONG')}
        </p>
      ) : null}
      <FormField
        label={t('address.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={100}
        required
        defaultValue={initialEmail}
        error={error ?? undefined}
      />
      <button type="submit" className="button-primary auth-submit" disabled={state === 'saving'}>
        {t('enroll.continue')}
      </button>
    </form>
  );
}

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
            <input type="checkbox" name="interests" value={interest} defaultChecked={current.includes(interest)} /> {interestsText(t, interest)}
          </label>
        ))}
      </fieldset>
      <StepActions saving={state === 'saving'} failed={state === 'failed'} onSkip={() => onDone(false)} />
    </form>
  );
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
export function useLoyaltyJoin(
  profile: ConsumerProfileView | null,
  onJoined: () => Promise<void>,
): (values: LoyaltyOnlyValues) => Promise<SignUpFailure | null> {
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
