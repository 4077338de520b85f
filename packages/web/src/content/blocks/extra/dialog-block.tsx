import { lazy, Suspense, useId, useState, type ReactElement } from 'react';
import type { DialogBlock } from '@stride/domain/content';
import { useDialogs } from '../../../state/dialogs.js';
import { RichText } from '../content-links.js';

const loadEventSignup = () => import('./event-signup/event-signup-dialog.js');
const EventSignupDialog = lazy(() => loadEventSignup().then((module) => ({ default: module.EventSignupDialog })));
const loadContentDialog = () => import('./content-dialog.js');
const ContentDialog = lazy(() => loadContentDialog().then((module) => ({ default: module.ContentDialog })));

/** The dialog stack's id of an event's sign-up dialog. */
export const eventSignupDialogId = (eventId: string): string => `event-signup:${eventId}`;

/** The dialog stack's id of a default dialog block (its own id, else one React gives it). */
export const contentDialogId = (blockId: string): string => `content-dialog:${blockId}`;

/**
 * A dialog block: a button where the editor placed it, opening its dialog. The event-signup variant shows its title
 * and text beside the button and opens the event sign-up dialog; the default variant opens a panel with its title and
 * text. Each dialog is a chunk of its own, fetched on hover, focus or the first click. The newsletter variant renders
 * nothing yet: it needs the subscriptions call of the account issue (docs/spec-coverage, 2.24).
 */
export function DialogBlockView({ block }: { readonly block: DialogBlock }): ReactElement | null {
  const dialogs = useDialogs();
  const reactId = useId();
  const event = block.variant === 'event-signup' ? block.eventSignup : null;
  const id = event ? eventSignupDialogId(event.eventId) : contentDialogId(block.id ?? reactId);
  const wanted = dialogs.isOpen(id);
  // Once opened the dialog stays mounted (it animates out); set during render so it mounts in the same pass.
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  if (block.variant === 'newsletter' || (block.variant === 'event-signup' && !event)) return null;
  const preload = () => void (event ? loadEventSignup() : loadContentDialog());
  return (
    <div className="dialog-block">
      {event && block.title && <h2 className="dialog-block__title">{block.title}</h2>}
      {event && block.richText && <RichText html={block.richText} />}
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
        <Suspense fallback={null}>{event ? <EventSignupDialog id={id} event={event} /> : <ContentDialog id={id} block={block} />}</Suspense>
      )}
    </div>
  );
}
