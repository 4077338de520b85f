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
 * A dialog block: a button where the editor placed it, opening its dialog. The event-signup and newsletter variants
 * show their title and text beside the button; the event-signup one opens the event sign-up dialog, the others the
 * content dialog (for the newsletter variant, with the newsletter form). Each dialog is a chunk of its own, fetched on
 * hover, focus or the first click.
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
  if (block.variant === 'event-signup' && !event) return null;
  const inline = event || block.variant === 'newsletter';
  const preload = () => void (event ? loadEventSignup() : loadContentDialog());
  return (
    <div className="dialog-block">
      {inline && block.title && <h2 className="dialog-block__title">{block.title}</h2>}
      {inline && block.richText && <RichText html={block.richText} />}
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
