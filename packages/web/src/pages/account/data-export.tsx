import { useState, type ReactElement } from 'react';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';
import { useApi } from '../../app/services-context.js';
import { useMessages } from '../../i18n/messages.js';
import { saveFile } from '../../ui/save-file.js';

/** "Your data": downloads everything Stride holds about the shopper as a JSON file (`retrieveUserData`). */
export default function DataExport({ consumerNo, email }: { readonly consumerNo: string; readonly email: string }): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    const answer = await api.with(pageRouteAddresses).call('retrieveUserData', { body: { consumerId: consumerNo, email } });
    if (answer.isErr()) return setState('failed');
    saveFile(JSON.stringify(answer.value, null, 2), 'application/json', `stride-data-${consumerNo}.json`);
    setState('idle');
  };
  return (
    <section className="account-card" aria-labelledby="account-data-title">
      <h2 id="account-data-title">{t('account.dataTitle')}</h2>
      <p>{t('account.dataText')}</p>
      {state === 'failed' ? (
        <p className="banner banner--error" role="alert">
          {t('account.dataFailed')}
        </p>
      ) : null}
      <button type="button" className="button" disabled={state === 'busy'} aria-busy={state === 'busy'} onClick={() => void download()}>
        {t('account.dataDownload')}
      </button>
    </section>
  );
}
