import type { ReactElement } from 'react';
import { CONSENT_CATEGORY, type ConsentCategoryId } from '@stride/domain/content';
import type { MessageId, Translate } from '../i18n/messages.js';
import { CONSENT_CATEGORIES } from './consent.js';

// The consent banner, the footer's "Cookie preferences" row and the preferences dialog are rendered by the server
// outside the hydrated app: they ship no JavaScript in the first load. The personalisation chunk (after hydration)
// wires their buttons.

/** The id of the banner; removed once the shopper chose. */
export const CONSENT_BANNER_ID = 'stride-consent-banner';
/** The id of the preferences dialog. */
export const CONSENT_DIALOG_ID = 'stride-consent-preferences';

const CATEGORY_TEXT: Readonly<Record<ConsentCategoryId, { readonly name: MessageId; readonly description: MessageId }>> = {
  C0001: { name: 'consent.requiredName', description: 'consent.requiredText' },
  C0002: { name: 'consent.analyticsName', description: 'consent.analyticsText' },
  C0003: { name: 'consent.functionalName', description: 'consent.functionalText' },
  C0004: { name: 'consent.targetingName', description: 'consent.targetingText' },
};

/** The banner, shown where a choice is needed (the EMEA site until the shopper chooses). */
export function ConsentBanner({ t }: { readonly t: Translate }): ReactElement {
  return (
    <section id={CONSENT_BANNER_ID} className="consent-banner" aria-labelledby={`${CONSENT_BANNER_ID}-title`}>
      <h2 id={`${CONSENT_BANNER_ID}-title`} className="consent-banner__title">
        {t('consent.bannerTitle')}
      </h2>
      <p className="consent-banner__text">{t('consent.bannerText')}</p>
      <div className="consent-banner__actions">
        <button type="button" className="button-primary" data-consent-action="accept">
          {t('consent.acceptAll')}
        </button>
        <button type="button" className="button" data-consent-action="reject">
          {t('consent.rejectAll')}
        </button>
        <button type="button" className="link-button" data-consent-open="">
          {t('consent.managePreferences')}
        </button>
      </div>
    </section>
  );
}

/** The footer's "Cookie preferences" row, below the app's footer on every page. */
export function CookiePreferencesLink({ t }: { readonly t: Translate }): ReactElement {
  return (
    <div className="site-footer site-footer--legal">
      <button type="button" className="link-button" data-consent-open="">
        {t('footer.cookiePreferences')}
      </button>
    </div>
  );
}

/**
 * The preferences dialog: a native modal `<dialog>` (opened with showModal, so the page behind is inert and focus
 * stays inside; Escape closes it), one switch per category, the required one always on. `granted` is what the
 * server read from the cookie (or the region's default), so the switches start right without JavaScript.
 */
export function ConsentPreferencesDialog({ t, allowed }: { readonly t: Translate; readonly allowed: (id: ConsentCategoryId) => boolean }): ReactElement {
  return (
    <dialog id={CONSENT_DIALOG_ID} className="dialog-panel dialog-panel--large" aria-labelledby={`${CONSENT_DIALOG_ID}-title`}>
      <form method="dialog" className="dialog-inner">
        <div className="dialog-header">
          <h2 id={`${CONSENT_DIALOG_ID}-title`}>{t('consent.dialogTitle')}</h2>
          <button type="submit" value="close" className="dialog-close" aria-label={t('dialog.close', { title: t('consent.dialogTitle') })}>
            ×
          </button>
        </div>
        <div className="dialog-body consent-preferences">
          <p>{t('consent.dialogIntro')}</p>
          <ul className="consent-preferences__list">
            {CONSENT_CATEGORIES.map((id) => {
              const required = id === CONSENT_CATEGORY.required;
              return (
                <li key={id}>
                  <label className="consent-preferences__category">
                    <input type="checkbox" name={id} defaultChecked={required || allowed(id)} disabled={required} aria-describedby={`consent-${id}-text`} />
                    <span>{t(CATEGORY_TEXT[id].name)}</span>
                    {required ? <span className="consent-preferences__always">{t('consent.alwaysOn')}</span> : null}
                  </label>
                  <p id={`consent-${id}-text`} className="consent-preferences__text">
                    {t(CATEGORY_TEXT[id].description)}
                  </p>
                </li>
              );
            })}
          </ul>
          <div className="consent-preferences__actions">
            <button type="submit" value="save" className="button-primary">
              {t('consent.save')}
            </button>
            <button type="submit" value="accept" className="button">
              {t('consent.acceptAll')}
            </button>
            <button type="submit" value="reject" className="button">
              {t('consent.rejectAll')}
            </button>
          </div>
        </div>
      </form>
    </dialog>
  );
}
