import type { P13nForcedVariant } from './p13n-test-context.js';

/** One variant of an experience block. */
export interface ExperienceVariant {
  readonly name: string;
  readonly variantId: string;
}

/** An experience block's content (spec content section 3). */
export interface ExperienceContent<T> {
  readonly experienceId: string;
  readonly baselines: readonly T[];
  readonly variants: readonly ExperienceVariant[];
}

/** The testing service's answer: still pending, or a chosen variant id (null: no decision, show the baseline). */
export type ExperienceDecision = { readonly status: 'pending' } | { readonly status: 'decided'; readonly variantId: string | null };

/** What the block renders. */
export interface ExperienceView<T> {
  readonly showSkeleton: boolean;
  /** Baselines to render; empty when a non-baseline variant hides them. */
  readonly baselines: readonly T[];
  readonly variant: ExperienceVariant | null;
  readonly hidden: boolean;
}

// Editors name the control variant "Baseline"; the spec does not say how a baseline variant is marked.
function isBaselineVariant(variant: ExperienceVariant): boolean {
  return variant.name.trim().toLowerCase() === 'baseline';
}

// A forced variant counts only when the block has it, as decideFlag ignores a forced key that no rule has:
// a mistyped test context falls back to the service's decision instead of overriding it.
function chosenVariantId<T>(
  content: ExperienceContent<T>,
  decision: ExperienceDecision,
  forcedVariants: readonly P13nForcedVariant[],
): string | null | 'pending' {
  const forced = forcedVariants.find(
    (entry) => entry.experienceId === content.experienceId && content.variants.some((variant) => variant.variantId === entry.variantId),
  );
  if (forced !== undefined) return forced.variantId;
  return decision.status === 'pending' ? 'pending' : decision.variantId;
}

/**
 * Resolves an experience block: without targeting consent the baselines show at once; otherwise a test-context
 * forced variant the block has wins over the service's decision (an unknown one is ignored, as decideFlag does); while pending the skeleton and baselines show; a chosen
 * non-baseline variant hides the block's baselines; an unknown variant id falls back to the baselines.
 */
export function resolveExperienceBlock<T>(
  content: ExperienceContent<T>,
  decision: ExperienceDecision,
  options: { readonly personalisationAllowed: boolean; readonly forcedVariants?: readonly P13nForcedVariant[] },
): ExperienceView<T> {
  const baselineView = { showSkeleton: false, baselines: content.baselines, variant: null, hidden: false };
  if (!options.personalisationAllowed) return baselineView;
  const chosen = chosenVariantId(content, decision, options.forcedVariants ?? []);
  if (chosen === 'pending') return { ...baselineView, showSkeleton: true };
  const variant = content.variants.find((candidate) => candidate.variantId === chosen);
  if (variant === undefined) return baselineView;
  if (isBaselineVariant(variant)) return { ...baselineView, variant };
  return { showSkeleton: false, baselines: [], variant, hidden: true };
}
