import { useState, type ReactElement } from 'react';
import { useAuthActions } from './use-auth-actions.js';
import { useMessages } from '../i18n/messages.js';

/** Signs the shopper out (commerce section 4): the header menu and the account page both show it. */
export function SignOutButton({ className = 'link-button' }: { readonly className?: string }): ReactElement {
  const { t } = useMessages();
  const { signOut } = useAuthActions();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void click()} disabled={busy}>
      {t('header.signOut')}
    </button>
  );
}
