import type { ReactElement } from 'react';
import { useMessages } from '../../i18n/messages.js';

interface EditorFooterProps {
  /** What went wrong, in the page's language; nothing when all is well. */
  readonly error: string | null;
  readonly saveLabel: string;
  readonly saving: boolean;
  readonly onCancel: () => void;
}

/** The end of each account form: its error (announced), Save and Cancel. */
export function EditorFooter({ error, saveLabel, saving, onCancel }: EditorFooterProps): ReactElement {
  const { t } = useMessages();
  return (
    <>
      {error !== null ? (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="address-editor__actions">
        <button type="submit" className="button" disabled={saving}>
          {saveLabel}
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          {t('addressBook.cancel')}
        </button>
      </div>
    </>
  );
}
