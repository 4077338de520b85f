import { useState, type FormEvent, type ReactElement } from 'react';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';
import { useApi } from '../../app/services-context.js';
import { fieldText, FormField } from '../../auth/form-field.js';
import { useMessages } from '../../i18n/messages.js';

/** Step 0, lookup: the e-mail decides between sign-in (1) and sign-up (2) (GET /consumers-v3/consumer/lookup). */
export function LookupStep({ initialEmail, onFound }: { readonly initialEmail: string; readonly onFound: (email: string, next: 1 | 2) => void }): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = fieldText(new FormData(event.currentTarget), 'email').trim();
    setState('saving');
    const answer = await api.with(pageRouteAddresses).call('lookupConsumer', { query: { email } });
    if (answer.isOk()) return onFound(email, answer.value.nextStep);
    const failure = answer.error;
    setError(failure.kind === 'answer' && failure.error.errorId === 'ATTR300' ? t('form.email') : null);
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
