import { useMemo, useState, type ReactElement } from 'react';
import { mediaRouteAddresses } from '@stride/application/media-route-addresses';
import { MEDIA_REPORT_REASONS, type MediaReportReason } from '@stride/domain/media';
import { useApi } from '../app/services-context.js';
import { useMessages, type MessageId } from '../i18n/messages.js';
import { shopperErrorText } from '../ui/api-error-text.js';
import { Dialog } from '../ui/dialog.js';
import type { UgcPhoto } from './ugc-photo.js';
import './photo-dialog.css';

const REASON_LABELS: Readonly<Record<MediaReportReason, MessageId>> = {
  inappropriate: 'ugc.reasonInappropriate',
  notTheProduct: 'ugc.reasonNotTheProduct',
  spam: 'ugc.reasonSpam',
  other: 'ugc.reasonOther',
};

/**
 * Review user-generated content (commerce section 2, Dialogs): one shopper's photo large with its alt text, who posted
 * it and when, the previous and next of its set, and Report with a reason (`POST /ugc/media/{mediaId}/reports`). Its own
 * chunk, loaded at the first photo opened: the opener mounts it (anew at each opening, at `start`) and opens `id`.
 */
export function PhotoDialog({ id, photos, start }: { readonly id: string; readonly photos: readonly UgcPhoto[]; readonly start: number }): ReactElement | null {
  const { t, locale } = useMessages();
  const [index, setIndex] = useState(start);
  const photo = photos[index];
  // Reported in this visit, by photo: going back to one still says so.
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  if (photo === undefined) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(photo.postedAt));
  return (
    <Dialog id={id} title={t('ugc.title')} height="full">
      <figure className="ugc-photo">
        <img className="ugc-photo__image" src={photo.url} alt={photo.alt} />
        {photo.caption !== undefined && photo.caption !== '' ? <figcaption className="ugc-photo__caption">{photo.caption}</figcaption> : null}
      </figure>
      <p className="ugc-photo__meta">{t('ugc.postedBy', { name: photo.author, date })}</p>
      {photos.length > 1 ? (
        <nav className="ugc-photo__nav" aria-label={t('ugc.photos')}>
          <button type="button" className="button" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {t('ugc.previous')}
          </button>
          <span role="status">{t('ugc.position', { index: index + 1, count: photos.length })}</span>
          <button type="button" className="button" disabled={index === photos.length - 1} onClick={() => setIndex(index + 1)}>
            {t('ugc.next')}
          </button>
        </nav>
      ) : null}
      {reported.has(photo.mediaId) ? (
        <p className="ugc-photo__reported" role="status">
          {t('ugc.reported')}
        </p>
      ) : (
        <ReportPhoto key={photo.mediaId} mediaId={photo.mediaId} onReported={() => setReported(new Set([...reported, photo.mediaId]))} />
      )}
    </Dialog>
  );
}

/** Report: a button, then the reasons to choose from and Send; a failure is said in the page's language. */
function ReportPhoto({ mediaId, onReported }: { readonly mediaId: string; readonly onReported: () => void }): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const base = useApi();
  const api = useMemo(() => base.with(mediaRouteAddresses), [base]);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<MediaReportReason | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!asking)
    return (
      <button type="button" className="link-button ugc-photo__report" onClick={() => setAsking(true)}>
        {t('ugc.report')}
      </button>
    );
  const send = async () => {
    if (reason === null || busy) return;
    setBusy(true);
    const answer = await api.call('reportMedia', { params: { mediaId }, body: { reason } });
    setBusy(false);
    if (answer.isOk()) return onReported();
    const failed = answer.error;
    setFailure(
      failed.kind === 'answer' && failed.error !== undefined
        ? shopperErrorText(messages, failed.error.message ?? '', failed.error.errorId, 'ugc.reportFailed')
        : t('ugc.reportFailed'),
    );
  };
  return (
    <form
      className="ugc-photo__report-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      aria-busy={busy}
    >
      <fieldset>
        <legend>{t('ugc.reportWhy')}</legend>
        {MEDIA_REPORT_REASONS.map((choice) => (
          <label key={choice} className="ugc-photo__reason">
            <input type="radio" name="reason" value={choice} checked={reason === choice} onChange={() => setReason(choice)} />
            {t(REASON_LABELS[choice])}
          </label>
        ))}
      </fieldset>
      {failure !== null ? (
        <p className="banner banner--error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button-primary" disabled={reason === null || busy}>
        {t('ugc.sendReport')}
      </button>
      <button type="button" className="link-button" onClick={() => setAsking(false)}>
        {t('ugc.cancelReport')}
      </button>
    </form>
  );
}
