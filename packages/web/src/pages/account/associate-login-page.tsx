import { useState, type FormEvent, type ReactElement } from 'react';
import { inStoreRouteAddresses } from '@stride/application/in-store-route-addresses';
import type { ApiFailure } from '@stride/application/storefront';
import { marketPrefix } from '../../app/market.js';
import { PageError, useMarket, usePageData, type LoadArgs } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { fieldText, FormField } from '../../auth/form-field.js';
import { keepInStoreSession } from '../../auth/keep-in-store-session.js';
import { useMessages, type MessageId } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { PageHead } from '../../ui/page-head.js';
import '../../auth/auth.css';
import './account-page.css';

interface StoreChoice {
  readonly storeId: string;
  readonly name: string;
}

interface AssociateLoginData {
  readonly stores: readonly StoreChoice[];
}

/** The stores an associate may pick, read with the page (the store list is public). */
export async function load({ api }: LoadArgs): Promise<AssociateLoginData> {
  const answer = await api.call('listStores');
  if (answer.isErr()) throw new PageError(503, 'error.unavailable');
  return { stores: answer.value.stores.map(({ storeId, name }) => ({ storeId, name })) };
}

interface Employee {
  readonly storeEmployeeId: string;
  readonly storeEmployeeName: string;
}

type Step = { readonly kind: 'sign-in' } | { readonly kind: 'employee'; readonly storeId: string; readonly employees: readonly Employee[] };

/**
 * `/associate-login`: a store associate opens the store device's in-store session (account sections 3 and 4). They
 * pick their store and sign in with their associate account, then pick the employee the sales are credited to; the
 * server opens the session (the associate's own sign-in ends there) and the device goes to the home page, ready for
 * a shopper. Clearing the session brings the device back here.
 */
export function Page(): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const api = useApi();
  const market = useMarket();
  const { stores } = usePageData<AssociateLoginData>();
  const [step, setStep] = useState<Step>({ kind: 'sign-in' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const calls = api.with(inStoreRouteAddresses);

  const failureText = (failure: ApiFailure, fallback: MessageId): string =>
    failure.kind === 'answer' ? shopperErrorText(messages, failure.error.message, failure.error.errorId, fallback) : t(fallback);

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const storeId = fieldText(form, 'storeId');
    const username = fieldText(form, 'email').trim();
    const password = fieldText(form, 'password');
    if (storeId === '' || username === '' || password === '') return setError(t('associate.missing'));
    setBusy(true);
    setError(null);
    const grant = await api.call('agentSignIn', { body: { username, password } });
    if (grant.isErr()) {
      setBusy(false);
      return setError(grant.error.kind === 'answer' && grant.error.status === 403 ? t('associate.notAssociate') : failureText(grant.error, 'associate.failed'));
    }
    if (grant.value.agentRole !== 'STORE_ASSOCIATE') {
      setBusy(false);
      return setError(t('associate.notAssociate'));
    }
    const staff = await calls.call('getStoreEmployees', { params: { storeId } });
    setBusy(false);
    if (staff.isErr()) return setError(failureText(staff.error, 'associate.failed'));
    setStep({ kind: 'employee', storeId, employees: staff.value.employees });
  };

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || step.kind !== 'employee') return;
    const storeEmployeeId = fieldText(new FormData(event.currentTarget), 'storeEmployeeId');
    setBusy(true);
    setError(null);
    const opened = await calls.call('startInStoreSession', { body: { storeId: step.storeId, storeEmployeeId } });
    if (opened.isErr()) {
      setBusy(false);
      return setError(failureText(opened.error, 'associate.failed'));
    }
    keepInStoreSession(opened.value);
    // A full load: the page starts signed out, as the device now is, with the session bar on top.
    window.location.assign(marketPrefix(market));
  };

  return (
    <div className="account-page">
      <PageHead title={t('associate.title')} description={t('associate.description')} path="/associate-login" robots="noindex" />
      <h1>{t('associate.title')}</h1>
      <p>{step.kind === 'sign-in' ? t('associate.intro') : t('associate.pickEmployee')}</p>
      {error !== null ? (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      ) : null}
      {step.kind === 'sign-in' ? (
        <form className="auth-form" method="post" noValidate onSubmit={(event) => void signIn(event)} aria-busy={busy}>
          <div className="field">
            <label htmlFor="associate-store">{t('associate.store')}</label>
            <select id="associate-store" name="storeId" required defaultValue="">
              <option value="" disabled>
                {t('associate.pickStore')}
              </option>
              {stores.map((store) => (
                <option key={store.storeId} value={store.storeId}>
                  {store.name} ({store.storeId})
                </option>
              ))}
            </select>
          </div>
          <FormField label={t('address.email')} name="email" type="email" autoComplete="username" inputMode="email" maxLength={100} required />
          <FormField label={t('auth.password')} name="password" type="password" autoComplete="current-password" maxLength={100} required />
          <button type="submit" className="button-primary auth-submit" disabled={busy}>
            {t('associate.signIn')}
          </button>
        </form>
      ) : (
        <form className="auth-form" method="post" noValidate onSubmit={(event) => void start(event)} aria-busy={busy}>
          {step.employees.length === 0 ? (
            <p>{t('associate.noEmployees')}</p>
          ) : (
            <div className="field">
              <label htmlFor="associate-employee">{t('associate.employee')}</label>
              <select id="associate-employee" name="storeEmployeeId" required>
                {step.employees.map((employee) => (
                  <option key={employee.storeEmployeeId} value={employee.storeEmployeeId}>
                    {employee.storeEmployeeName} ({employee.storeEmployeeId})
                  </option>
                ))}
              </select>
            </div>
          )}
          <button type="submit" className="button-primary auth-submit" disabled={busy || step.employees.length === 0}>
            {t('associate.start')}
          </button>
        </form>
      )}
    </div>
  );
}
