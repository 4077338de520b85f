import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';
import { useMarket } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { FormField } from '../../auth/form-field.js';
import { useMessages, type Translate } from '../../i18n/messages.js';
import { useSession, type SessionInfo } from '../../state/session.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { SelectField, TextAreaField } from './contact-fields.js';
import '../../auth/auth.css';

/** A category of the form with its subjects, labelled in the site's language. */
export interface ContactCategory {
  readonly id: string;
  readonly label: string;
  readonly subjects: readonly { readonly id: string; readonly label: string }[];
}

type Field = 'categoryId' | 'subjectId' | 'firstName' | 'lastName' | 'email' | 'phone' | 'orderNumber' | 'message';
type Values = Readonly<Record<Field, string>>;
type Sending = { readonly kind: 'idle' | 'sending' } | { readonly kind: 'failed'; readonly message: string };
type Sent = { readonly caseNumber: string; readonly email: string };

// What POST /consumers-v3/contactus accepts (support.contract.ts), checked before anything is sent. Written out
// rather than built from @stride/domain/validation's rules: the checkout and the account load those in one chunk with
// the phone rules, and a page importing only some of them splits that chunk, which their first-load budget cannot pay.
const NAME_MAX_LENGTH = 40;
const EMAIL_MAX_LENGTH = 100;
const MESSAGE_MIN_LENGTH = 10;
const MESSAGE_MAX_LENGTH = 2000;
const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
const ORDER_NUMBER_PATTERN = /^[A-Z]{2}\d{6,12}$/;
const REQUIRED: readonly Field[] = ['categoryId', 'subjectId', 'firstName', 'lastName', 'email', 'message'];

const EMPTY: Values = { categoryId: '', subjectId: '', firstName: '', lastName: '', email: '', phone: '', orderNumber: '', message: '' };

/**
 * The first fault of each field of the (trimmed) values, in the page's language. The e-mail's format is the
 * browser's rule for an e-mail input (`validity.typeMismatch` of the form's field).
 */
function contactErrors(values: Values, emailMismatch: boolean, t: Translate): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const length = (field: Field) => [...values[field]].length;
  if (length('message') < MESSAGE_MIN_LENGTH) errors.message = t('form.minLength', { count: MESSAGE_MIN_LENGTH });
  if (length('message') > MESSAGE_MAX_LENGTH) errors.message = t('form.maxLength', { count: MESSAGE_MAX_LENGTH });
  if (length('firstName') > NAME_MAX_LENGTH) errors.firstName = t('form.maxLength', { count: NAME_MAX_LENGTH });
  if (length('lastName') > NAME_MAX_LENGTH) errors.lastName = t('form.maxLength', { count: NAME_MAX_LENGTH });
  if (emailMismatch || length('email') > EMAIL_MAX_LENGTH) errors.email = t('form.email');
  if (values.phone !== '' && !PHONE_PATTERN.test(values.phone)) errors.phone = t('form.phone');
  if (values.orderNumber !== '' && !ORDER_NUMBER_PATTERN.test(values.orderNumber)) errors.orderNumber = t('contactForm.orderNumberInvalid');
  for (const field of REQUIRED) if (values[field] === '') errors[field] = t('form.required');
  return errors;
}

/** The shopper's name and e-mail from the session, in the fields still empty. */
function prefilled(values: Values, info: SessionInfo): Values {
  return {
    ...values,
    firstName: values.firstName || (info.firstName ?? ''),
    lastName: values.lastName || (info.lastName ?? ''),
    email: values.email || (info.email ?? ''),
  };
}

/**
 * The customer-care form (`POST /consumers-v3/contactus`): a category and one of its subjects, who is writing (a
 * signed-in shopper's name and e-mail filled in), an optional phone and order number, and the message. Checked with
 * the service's rules before it is sent; once sent, the case number to quote replaces the form.
 */
export function ContactForm({ categories }: { readonly categories: readonly ContactCategory[] | null }): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const api = useApi();
  const { locale } = useMarket();
  const session = useSession();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const [sent, setSent] = useState<Sent | null>(null);
  const [sessionSeen, setSessionSeen] = useState<SessionInfo | null>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  // The case number takes the place of the form, above where the shopper was: it is brought into view and focused.
  useEffect(() => thanks.current?.focus(), [sent]);
  if (session.info !== sessionSeen) {
    // The session is read once hydrated: a signed-in shopper's details arrive after the first render.
    setSessionSeen(session.info);
    if (session.info !== null && session.signedIn) setValues(prefilled(values, session.info));
  }

  if (categories === null)
    return (
      <p className="banner banner--error" role="alert">
        {t('contactForm.unavailable')}
      </p>
    );

  const subjects = categories.find((category) => category.id === values.categoryId)?.subjects ?? [];
  const change = (field: Field) => (event: { readonly currentTarget: { readonly value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => (field === 'categoryId' ? { ...current, categoryId: value, subjectId: '' } : { ...current, [field]: value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.kind === 'sending') return;
    const trimmed = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])) as Values;
    const written: Values = { ...trimmed, orderNumber: trimmed.orderNumber.toUpperCase() };
    const email = event.currentTarget.elements.namedItem('email');
    const found = contactErrors(written, email instanceof HTMLInputElement && email.validity.typeMismatch, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return setSending({ kind: 'idle' });
    setSending({ kind: 'sending' });
    const { phone, orderNumber, ...required } = written;
    const body = { ...required, ...(phone === '' ? {} : { phone }), ...(orderNumber === '' ? {} : { orderNumber }) };
    const answer = await api.with(pageRouteAddresses).call('contactUs', { query: { locale }, body });
    if (answer.isOk()) return setSent({ caseNumber: answer.value.caseNumber, email: answer.value.email });
    const failure = answer.error;
    setSending({
      kind: 'failed',
      message:
        failure.kind === 'answer' ? shopperErrorText(messages, failure.error.message, failure.error.errorId, 'contactForm.failed') : t('contactForm.failed'),
    });
  };

  const field = (name: Field) => ({ name, value: values[name], error: errors[name], onChange: change(name) });
  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contactForm.title')}</h2>
      {sent === null ? <p>{t('contactForm.intro')}</p> : null}
      <div role="status">
        {sent !== null ? (
          <p ref={thanks} tabIndex={-1} className="banner banner--info">
            {t('contactForm.sent', sent)}
          </p>
        ) : null}
      </div>
      {sent === null ? (
        <form className="auth-form" method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={sending.kind === 'sending'}>
          {sending.kind === 'failed' ? (
            <p className="banner banner--error" role="alert">
              {sending.message}
            </p>
          ) : null}
          <SelectField label={t('contactForm.category')} placeholder={t('contactForm.chooseCategory')} options={categories} required {...field('categoryId')} />
          <SelectField
            label={t('contactForm.subject')}
            placeholder={t('contactForm.chooseSubject')}
            options={subjects}
            required
            disabled={subjects.length === 0}
            {...field('subjectId')}
          />
          <div className="auth-names">
            <FormField label={t('address.firstName')} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} required {...field('firstName')} />
            <FormField label={t('address.lastName')} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} required {...field('lastName')} />
          </div>
          <FormField label={t('address.email')} type="email" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX_LENGTH} required {...field('email')} />
          <FormField label={t('contactForm.phone')} type="tel" autoComplete="tel" maxLength={20} {...field('phone')} />
          <FormField label={t('contactForm.orderNumber')} hint={t('contactForm.orderNumberHint')} autoComplete="off" maxLength={14} {...field('orderNumber')} />
          <TextAreaField
            label={t('contactForm.message')}
            hint={t('contactForm.messageCount', { count: [...values.message].length, max: MESSAGE_MAX_LENGTH, min: MESSAGE_MIN_LENGTH })}
            rows={6}
            maxLength={MESSAGE_MAX_LENGTH}
            required
            {...field('message')}
          />
          <button type="submit" className="button-primary auth-submit" disabled={sending.kind === 'sending'}>
            {sending.kind === 'sending' ? t('contactForm.sending') : t('contactForm.submit')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
