import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import {
  chooseSegmentationContent,
  filterBlockShowsContent,
  resolveExperienceBlock,
  type ContentBlock,
  type ContentProfileType,
  type ContentShopper,
  type ExperienceBlock,
  type ExperienceDecision,
  type FilterBlockContent,
  type SegmentationBlockContent,
} from '@stride/domain/content';
import { useLocation } from '../../app/router.js';
import { trackExperimentEvent } from '../../personalisation/track-experiment-event.js';
import { useExperimentDecision } from '../../personalisation/use-experiment-decision.js';
import { useCart } from '../../state/cart.js';
import { isSignedIn, useSession } from '../../state/session.js';
import { useContentContext } from './block-context.js';

type RenderList = (blocks: readonly ContentBlock[]) => ReactNode;

/** A filter block: its blocks only on paths whose product or category id is (IN) or is not (NOT IN) listed. */
export function FilterView({ block, render }: { readonly block: FilterBlockContent; readonly render: RenderList }): ReactElement | null {
  const { pathname } = useLocation();
  return filterBlockShowsContent(block, pathname) ? <>{render(block.items)}</> : null;
}

const isContentProfileType = (value: string): value is ContentProfileType => value === 'ipa' || value === 'wranx' || value === 'athlete';

/** The shopper as segments see them, from the session and cart in the browser; null on the server or until read. */
function useContentShopper(): ContentShopper | null {
  const session = useSession();
  const cart = useCart();
  if (!session.ready || !cart.loaded) return null;
  const info = session.info;
  return {
    loggedIn: isSignedIn(info),
    loyaltyMember: info?.memberId !== undefined,
    employee: info?.consumerType === 'EMPLOYEE',
    // From the sign-in's grant (the account's programmes and athlete role); an unknown value never matches.
    profileTypes: (info?.profileTypes ?? []).filter(isContentProfileType),
    cartItemCount: cart.itemCount,
  };
}

/**
 * A segmentation block: the first segment the shopper matches wins, else the first baseline. The server renders the
 * baseline (it does not know the cart); the browser decides once the session and the cart are read.
 */
export function SegmentationView({ block, render }: { readonly block: SegmentationBlockContent; readonly render: RenderList }): ReactElement {
  const shopper = useContentShopper();
  const baselines = block.baselines.slice(0, 1);
  const content =
    shopper === null
      ? baselines
      : (chooseSegmentationContent(
          { segments: block.segments.map((segment) => ({ segmentId: segment.segmentId, content: segment.items })), baselines: [baselines] },
          shopper,
        ) ?? []);
  return <div data-segmentation={shopper === null ? 'pending' : 'decided'}>{render(content)}</div>;
}

/**
 * The experience block's personalisation event (content spec section 7, "sent for trackingEvent"): once per page
 * view, when the decision is known and the chosen content shows, the event goes to the experiment client as a
 * datafile event of the visitor, so the report counts it per variation (the client sends it only with consent).
 */
function useTrackingEvent(trackingEvent: string | undefined): void {
  const sent = useRef(false);
  useEffect(() => {
    if (trackingEvent === undefined || sent.current) return;
    sent.current = true;
    trackExperimentEvent(trackingEvent);
  }, [trackingEvent]);
}

/**
 * An experience block: the skeleton over the baselines until the decision is known, the baselines for a baseline
 * variant or no decision, and the winning variant's blocks instead of the baselines. The decision comes from the
 * experiment client (`useExperimentDecision`, pending on the server), which answers the baseline at once without
 * targeting consent.
 */
export function ExperienceView({ block, render }: { readonly block: ExperienceBlock; readonly render: RenderList }): ReactElement {
  const { forcedVariants } = useContentContext();
  const engine = useExperimentDecision(block.experienceId);
  useTrackingEvent(engine.status === 'decided' ? (block.trackingEvent ?? undefined) : undefined);
  const decision: ExperienceDecision = engine.status === 'pending' ? { status: 'pending' } : { status: 'decided', variantId: engine.variationKey };
  const view = resolveExperienceBlock(block, decision, { personalisationAllowed: true, forcedVariants });
  const shown = { 'data-experience': block.experienceId, 'data-decision': engine.status, 'data-variation': engine.variationKey ?? '' };
  if (view.hidden) {
    const chosen = block.variants.find((variant) => variant.variantId === view.variant?.variantId);
    return (
      <div {...shown} data-variant={view.variant?.variantId}>
        {render(chosen?.targets ?? [])}
      </div>
    );
  }
  return (
    <div className="experience" {...shown} aria-busy={view.showSkeleton ? 'true' : undefined}>
      {render(view.baselines)}
      {view.showSkeleton && <div className="experience__skeleton" aria-hidden="true" />}
    </div>
  );
}
