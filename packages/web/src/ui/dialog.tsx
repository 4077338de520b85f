import { useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { DIALOG_TRANSITION_MS, type DialogPanelHeight } from '@stride/domain/ui';
import { useDialogs } from '../state/dialogs.js';
import { useMessages } from '../i18n/messages.js';

/** A panel keeps where focus goes back to when it closes (`r`), also read by a dialog opened from inside it. */
type Returning = HTMLDialogElement & { r?: HTMLElement | null };

export interface DialogProps {
  /** The id in the dialog stack; `useDialogs().open(id)` shows it. */
  readonly id: string;
  readonly title: string;
  /** Bottom-sheet height on small screens; large screens always get a full-height right panel. */
  readonly height?: DialogPanelHeight;
  readonly children: ReactNode;
  /** Told after the dialog closed by Escape, the close button or the backdrop. */
  readonly onClose?: () => void;
}

/**
 * A modal panel (commerce section 2, Dialogs): a bottom sheet on small screens, a right-side panel
 * on large ones, sliding in over 250 ms. Built on the native `<dialog>` in modal mode, so the page
 * behind is inert and Escape closes it; Tab goes round its controls, and focus returns to where it was.
 */
export function Dialog({ id, title, height = 'half', children, onClose }: DialogProps): ReactElement | null {
  const { t } = useMessages();
  const dialogs = useDialogs();
  const open = dialogs.isOpen(id);
  const ref = useRef<Returning>(null);
  const titleId = useId();

  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    if (open && !element.open) {
      // Opened from a dialog it replaces (quick-shop's add opens the mini cart), focus goes back to that one's opener;
      // from a dialog kept open under it, to where it was in that one. The one it replaces may already have dropped
      // its controls, focus with them (to the body): its opener is then found on it, still closing.
      const active = document.activeElement as HTMLElement | null;
      const host =
        active === null || active === document.body ? document.querySelector<Returning>('dialog[data-state="closing"]') : active.closest<Returning>('dialog');
      element.r = (host?.dataset.state === 'open' ? null : host?.r) ?? active;
      element.showModal();
      element.dataset.state = 'open';
    } else if (!open && element.open) {
      element.dataset.state = 'closing';
      const timer = setTimeout(() => {
        element.close();
        element.dataset.state = 'closed';
        element.r?.focus();
      }, DIALOG_TRANSITION_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [open]);

  const close = () => {
    dialogs.close(id);
    onClose?.();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a backdrop click is a pointer shortcut; keyboards close with Escape (onCancel) or the close button
    <dialog
      ref={ref}
      className={`dialog-panel dialog-panel--${height}`}
      aria-labelledby={titleId}
      data-dialog-id={id}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        // Tab goes round the panel's own controls: a modal dialog alone lets it out to the browser's.
        const all = event.currentTarget.querySelectorAll<HTMLElement>('a,button:enabled,input:enabled,select,textarea');
        if (event.key === 'Tab' && !event.defaultPrevented && event.target === all[event.shiftKey ? 0 : all.length - 1]) {
          event.preventDefault();
          all[event.shiftKey ? all.length - 1 : 0]?.focus();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its inner panel.
        if (event.target === ref.current) close();
      }}
    >
      <div className="dialog-inner">
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dialog-close" aria-label={t('dialog.close', { title })} onClick={close}>
            ×
          </button>
        </div>
        <div className="dialog-body">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
