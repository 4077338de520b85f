import { lazy, Suspense, useState, type ReactElement } from 'react';
import type { DialogBlock } from '@stride/domain/content';
import { useDialogs } from '../../../state/dialogs.js';
import { RichText } from '../content-links.js';

const loadEventSignup = () => import('./event-signup/event-signup-dialog.js');
const EventSignupDialog = lazy(() => loadEventSignup().then((module) => ({ default: module.EventSignupDialog })));

/** The dialog stack's id of an event's sign-up dialog. */
export const eventSignupDialogId = (eventId: string): string => `event-signup:${eventId}`;

/**
 * A dialog block: its title and text where the editor placed it, and a button that opens the dialog. The event-signup
 * variant opens the event sign-up dialog, a chunk of its own fetched on hover, focus or the first click.
 */
export function DialogBlockView({ block }: { readonly block: DialogBlock }): ReactElement | null {
  const dialogs = useDialogs();
  const event = block.variant === 'event-signup' ? block.eventSignup : null;
  const id = event ? eventSignupDialogId(event.eventId) : '';
  const wanted = event ? dialogs.isOpen(id) : false;
  // Once opened the dialog stays mounted (it animates out); set during render so it mounts in the same pass.
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  if (!event) return null;
  const preload = () => void loadEventSignup();
  return (
    <div className="dialog-block">
      {block.title && <h2 className="dialog-block__title">{block.title}</h2>}
      {block.richText && <RichText html={block.richText} />}
      <button
        type="button"
        className="cta cta--primary cta-sm-md cta-md-md cta-lg-md"
        onClick={() => dialogs.open(id)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {block.triggerText}
      </button>
      {(mounted || wanted) && (
        <Suspense fallback={null}>
          <EventSignupDialog id={id} event={event} />
        </Suspense>
      )}
    </div>
  );
}
