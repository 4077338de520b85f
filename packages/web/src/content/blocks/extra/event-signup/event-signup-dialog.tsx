import { useState, type ReactElement } from 'react';
import type { EventSignupContent } from '@stride/domain/content';
import { SignInForm } from '../../../../auth/sign-in-form.js';
import { SignUpForm } from '../../../../auth/sign-up-form.js';
import { useMessages } from '../../../../i18n/messages.js';
import { useDialogs } from '../../../../state/dialogs.js';
import { useSession } from '../../../../state/session.js';
import { Dialog } from '../../../../ui/dialog.js';
import { EventJoinForm } from './event-join-form.js';

/**
 * The event sign-up dialog (content section 4): joining needs a signed-in shopper (section 6), so a guest first sees
 * the store's sign-in form, which switches to creating an account and back; once signed in, the join-event form;
 * after a registration, the confirmation with a close button. Its own chunk: loaded when the shopper opens it.
 */
export function EventSignupDialog({ id, event }: { readonly id: string; readonly event: EventSignupContent }): ReactElement {
  const { t } = useMessages();
  const { signedIn } = useSession();
  const dialogs = useDialogs();
  const [authStep, setAuthStep] = useState<'sign-in' | 'sign-up'>('sign-in');
  const [joined, setJoined] = useState(false);
  const close = () => {
    dialogs.close(id);
    setJoined(false);
  };
  const title = joined ? event.confirmationTitle : !signedIn ? (authStep === 'sign-in' ? t('event.signInTitle') : t('auth.createAccount')) : event.title;
  return (
    <Dialog id={id} title={title} height="full" onClose={() => setJoined(false)}>
      <div className="event-signup" data-step={joined ? 'confirmation' : signedIn ? 'join' : authStep}>
        {joined ? (
          <div className="event-signup__confirmation" role="status">
            {event.confirmationSubtitle && <p>{event.confirmationSubtitle}</p>}
            <button type="button" className="button-primary auth-submit" onClick={close}>
              {t('event.close')}
            </button>
          </div>
        ) : !signedIn ? (
          <>
            <p className="event-signup__intro">{t('event.signInIntro', { event: event.title })}</p>
            {authStep === 'sign-in' ? (
              <SignInForm onCreateAccount={() => setAuthStep('sign-up')} />
            ) : (
              <SignUpForm onUseExisting={() => setAuthStep('sign-in')} />
            )}
          </>
        ) : (
          <EventJoinForm event={event} onJoined={() => setJoined(true)} />
        )}
      </div>
    </Dialog>
  );
}
