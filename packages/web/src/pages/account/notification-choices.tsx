import { useId, useMemo, useState, type FormEvent, type ReactElement } from 'react';
import type { ConsumerProfileView } from '@stride/application/storefront';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';
import { useApi } from '../../app/services-context.js';
import { useMessages, type MessageId } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { FormNotice, type FormNoticeValue } from './form-notice.js';

type Choice = NonNullable<ConsumerProfileView['preferences']['notifications']>[number];
type Channel = 'email' | 'sms';

// The kinds in the order the API answers them (NOTIFICATION_TYPES of the domain), written out with their labels:
// importing the domain's list would bring its module's zod-free but larger neighbours into the chunk.
const KINDS: readonly { readonly type: Choice['type']; readonly label: MessageId }[] = [
  { type: 'ORDER_UPDATES', label: 'notifications.ORDER_UPDATES' },
  { type: 'BACK_IN_STOCK', label: 'notifications.BACK_IN_STOCK' },
  { type: 'PRICE_DROPS', label: 'notifications.PRICE_DROPS' },
  { type: 'REWARDS', label: 'notifications.REWARDS' },
];

/**
 * The shopper's notification choices on the account (`PUT /consumers-v3/consumer/notification`): each kind by
 * e-mail and by text message, read from the profile's preferences. Text messages need a phone on the profile, so
 * their boxes are disabled without one (the API refuses them too, ATTR300).
 */
export function NotificationChoices({ profile }: { readonly profile: ConsumerProfileView }): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const base = useApi();
  const api = useMemo(() => base.with(pageRouteAddresses), [base]);
  const ids = useId();
  const hasPhone = (profile.consumerDetails.phone ?? '') !== '';
  const [choices, setChoices] = useState<readonly Choice[]>(profile.preferences.notifications ?? []);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FormNoticeValue>(null);
  const chosen = (type: Choice['type'], channel: Channel) => choices.find((choice) => choice.type === type)?.[channel] === true;

  const toggle = (type: Choice['type'], channel: Channel, on: boolean) => {
    setNotice(null);
    const current = choices.find((choice) => choice.type === type) ?? { type, email: false, sms: false };
    setChoices([...choices.filter((choice) => choice.type !== type), { ...current, [channel]: on }]);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const notifications = KINDS.map(({ type }) => ({ type, email: chosen(type, 'email'), ...(hasPhone ? { sms: chosen(type, 'sms') } : {}) }));
    const answer = await api.call('updateNotificationPreferences', { body: { notifications } });
    setBusy(false);
    if (answer.isErr()) {
      const text = answer.error.kind === 'answer' ? shopperErrorText(messages, answer.error.error.message, answer.error.error.errorId) : t('orderPage.failed');
      return setNotice({ kind: 'error', text });
    }
    setChoices(answer.value.notifications);
    setNotice({ kind: 'saved', text: t('notifications.saved') });
  };

  return (
    <section className="account-card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('notifications.title')}</h2>
      <form noValidate onSubmit={(event) => void save(event)} aria-busy={busy}>
        <table className="notification-choices">
          <thead>
            <tr>
              <th scope="col">{t('notifications.kind')}</th>
              <th scope="col">{t('notifications.email')}</th>
              <th scope="col">{t('notifications.sms')}</th>
            </tr>
          </thead>
          <tbody>
            {KINDS.map(({ type, label }) => (
              <tr key={type}>
                <th scope="row">{t(label)}</th>
                {(['email', 'sms'] as const).map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      aria-label={t(channel === 'email' ? 'notifications.byEmail' : 'notifications.bySms', { kind: t(label) })}
                      checked={chosen(type, channel)}
                      disabled={channel === 'sms' && !hasPhone}
                      onChange={(event) => toggle(type, channel, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {hasPhone ? null : <p className="account-muted">{t('notifications.phoneFirst')}</p>}
        <FormNotice notice={notice} />
        <button type="submit" className="button-primary" disabled={busy}>
          {t('notifications.save')}
        </button>
      </form>
    </section>
  );
}
