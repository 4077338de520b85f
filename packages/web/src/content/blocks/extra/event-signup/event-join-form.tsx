import { useEffect, useId, useState, type FormEvent, type ReactElement } from 'react';
import type { ConsumerProfileView } from '@stride/application/storefront';
import type { EventSignupContent } from '@stride/domain/content';
import { contentRouteAddresses } from '@stride/application/content-route-addresses';
import {
  EVENT_ATTENDING_DAYS_MESSAGE,
  EVENT_GUEST_NAME_MESSAGE,
  EVENT_TERMS_REQUIRED_MESSAGE,
  eventAttendingDays,
  showsEventDayPicker,
  validateEventRegistration,
} from '@stride/domain/validation';
import { useMarket } from '../../../../app/router.js';
import { useApi } from '../../../../app/services-context.js';
import { loadConsumerProfile } from '../../../../auth/profile-api.js';
import { FormField } from '../../../../auth/form-field.js';
import { useMessages, type Translate } from '../../../../i18n/messages.js';
import { shopperErrorText } from '../../../../ui/api-error-text.js';
import { RichText } from '../../content-links.js';

/** The join-event form's messages in the page's language (the domain words them in English, as the server does). */
function eventErrorText(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  if (message === EVENT_TERMS_REQUIRED_MESSAGE) return t('event.termsRequired');
  if (message === EVENT_GUEST_NAME_MESSAGE) return t('event.guestNameInvalid');
  if (message === EVENT_ATTENDING_DAYS_MESSAGE) return t('event.daysRequired');
  return message;
}

type FormState = { readonly kind: 'idle' } | { readonly kind: 'submitting' } | { readonly kind: 'error'; readonly message: string };

/**
 * The join-event form (content sections 4 and 5) of a signed-in shopper: the e-mail of their profile, read-only;
 * the attending days when the event spans two or more days; a guest's name when plus-one is enabled; the terms.
 * Idle, submitting (the button disabled and busy) and error (a dismissible alert with the failure's message).
 */
export function EventJoinForm({ event, onJoined }: { readonly event: EventSignupContent; readonly onJoined: () => void }): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const api = useApi();
  const market = useMarket();
  const ids = useId();
  const [profile, setProfile] = useState<ConsumerProfileView | 'loading' | 'failed'>('loading');
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const [errors, setErrors] = useState<Partial<Record<'attendingDays' | 'eventTermsAccepted' | 'plusOne', string>>>({});
  const days = eventAttendingDays(event.startDate, event.endDate);
  const picksDays = showsEventDayPicker(event.startDate, event.endDate);
  const dayLabel = new Intl.DateTimeFormat(market.locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

  useEffect(() => {
    let live = true;
    void loadConsumerProfile(api).then((answer) => live && setProfile(answer.isOk() ? answer.value : 'failed'));
    return () => {
      live = false;
    };
  }, [api]);

  if (profile === 'loading') return <p role="status">{t('event.loadingProfile')}</p>;
  if (profile === 'failed')
    return (
      <div className="banner banner--error" role="alert">
        <p>{t('event.profileFailed')}</p>
      </div>
    );

  const submit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (state.kind === 'submitting') return;
    const form = new FormData(submitted.currentTarget);
    const attendingDays = picksDays ? form.getAll('attendingDays').map(String) : [];
    const plusOne = event.enablePlusOne ? String(form.get('plusOne') ?? '').trim() : '';
    const values = { attendingDays, eventTermsAccepted: form.get('eventTermsAccepted') === 'on', plusOne };
    const found = validateEventRegistration(values, { startDate: event.startDate, endDate: event.endDate, enablePlusOne: event.enablePlusOne === true });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState({ kind: 'submitting' });
    const details = profile.consumerDetails;
    const answer = await api.with(contentRouteAddresses).call('registerForEvent', {
      body: {
        email: { email: profile.email },
        attendingDays: attendingDays.join(','),
        eventId: event.eventId,
        eventTermsAccepted: true,
        firstName: details.firstName,
        lastName: details.lastName,
        ...(details.gender ? { gender: details.gender } : {}),
        ...(details.phone ? { phoneNumber: details.phone } : {}),
        plusOne,
        registrationTimestamp: new Date().toISOString(),
      },
    });
    if (answer.isOk()) {
      setState({ kind: 'idle' });
      onJoined();
      return;
    }
    const failure = answer.error;
    const message = failure.kind === 'answer' ? (failure.error.message ?? '') : '';
    const errorId = failure.kind === 'answer' ? failure.error.errorId : undefined;
    setState({ kind: 'error', message: message === '' ? t('event.failed') : shopperErrorText(messages, message, errorId, 'event.failed') });
  };

  const submitting = state.kind === 'submitting';
  return (
    <form className="event-join" method="post" noValidate onSubmit={(submitted) => void submit(submitted)} aria-busy={submitting}>
      {event.richText && <RichText html={event.richText} />}
      {state.kind === 'error' && (
        <div className="banner banner--error event-join__alert" role="alert">
          <p>{state.message}</p>
          <button type="button" className="link-button" onClick={() => setState({ kind: 'idle' })}>
            {t('event.dismissError')}
          </button>
        </div>
      )}
      <FormField label={t('address.email')} name="email" type="email" value={profile.email} readOnly aria-readonly="true" />
      {picksDays && (
        <fieldset className="event-join__days" aria-describedby={errors.attendingDays ? `${ids}-days-error` : undefined}>
          <legend>{t('event.attendingDays')}</legend>
          {days.map((day) => (
            <div className="field field--checkbox" key={day}>
              <input id={`${ids}-${day}`} type="checkbox" name="attendingDays" value={day} defaultChecked />
              <label htmlFor={`${ids}-${day}`}>{dayLabel.format(new Date(`${day}T00:00:00Z`))}</label>
            </div>
          ))}
          {errors.attendingDays && (
            <span id={`${ids}-days-error`} className="field-error">
              {eventErrorText(t, errors.attendingDays)}
            </span>
          )}
        </fieldset>
      )}
      {event.enablePlusOne && (
        <FormField
          label={t('event.plusOne')}
          hint={t('event.plusOneHint')}
          name="plusOne"
          autoComplete="off"
          maxLength={100}
          error={eventErrorText(t, errors.plusOne)}
        />
      )}
      <div className="field field--checkbox">
        <input
          id={`${ids}-terms`}
          type="checkbox"
          name="eventTermsAccepted"
          required
          aria-invalid={errors.eventTermsAccepted ? true : undefined}
          aria-describedby={errors.eventTermsAccepted ? `${ids}-terms-error` : undefined}
        />
        <label htmlFor={`${ids}-terms`}>{t('event.terms')}</label>
        {errors.eventTermsAccepted && (
          <span id={`${ids}-terms-error`} className="field-error">
            {eventErrorText(t, errors.eventTermsAccepted)}
          </span>
        )}
      </div>
      <button type="submit" className="button-primary auth-submit" disabled={submitting}>
        {submitting ? t('event.submitting') : event.submitCtaLabel}
      </button>
    </form>
  );
}
