import { useRef, type ReactElement } from 'react';
import type { PromotionTracking } from '@stride/domain/personalisation';
import { useMessages } from '../../i18n/messages.js';
import { usePromotionImpression } from '../../personalisation/analytics.js';
import { useExperimentDecision } from '../../personalisation/use-experiment-decision.js';

/** The demo datafile's running experiment on the home page (flag `home-spotlight`: `road-first`, the baseline, or `trail-first`), the experienceId of the demo home's experience block. */
export const HOME_HERO_EXPERIMENT = 'home-spotlight';
const HOME_HERO_PROMOTION: PromotionTracking = { promotionId: 'home-hero', promotionName: 'Run your own pace', creativeName: 'home-hero', position: 'hero' };

/**
 * The home page's hero until the content-managed experience block replaces it: it asks for the home-spotlight
 * experiment's decision (so the visitor's impression is recorded, with consent) and counts its promotion impression.
 * The variation is exposed as a data attribute; the CMS block will show the variant's own content.
 */
export function HomeHero(): ReactElement {
  const { t } = useMessages();
  const ref = useRef<HTMLElement>(null);
  const decision = useExperimentDecision(HOME_HERO_EXPERIMENT);
  usePromotionImpression(ref, HOME_HERO_PROMOTION);
  return (
    <section
      ref={ref}
      className="home-hero"
      aria-labelledby="home-title"
      data-experiment={HOME_HERO_EXPERIMENT}
      data-decision={decision.status}
      data-variation={decision.variationKey ?? ''}
    >
      <h1 id="home-title">{t('home.hero')}</h1>
      <p>{t('home.heroText')}</p>
    </section>
  );
}
