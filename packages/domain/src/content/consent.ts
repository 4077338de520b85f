/** Consent category ids (spec content sections 3 and 9). */
export const CONSENT_CATEGORY = {
  required: 'C0001',
  performanceAndAnalytics: 'C0002',
  functional: 'C0003',
  targeting: 'C0004',
} as const;

export type ConsentCategoryId = (typeof CONSENT_CATEGORY)[keyof typeof CONSENT_CATEGORY];

/** The only region where non-required categories need the shopper's consent. */
export const CONSENT_REQUIRED_REGION = 'EMEA';

/** Where the shopper is and what they granted. */
export interface ConsentContext {
  readonly region: string;
  readonly grantedCategories: readonly string[];
  /** preview=true: consent is treated as granted. */
  readonly preview: boolean;
}

/**
 * Whether a consent category is allowed: required always; everything in preview mode or outside EMEA; in EMEA only
 * what the shopper granted.
 * @example isConsentCategoryAllowed('C0004', { region: 'NA', grantedCategories: [], preview: false }) // true
 */
export function isConsentCategoryAllowed(category: ConsentCategoryId, context: ConsentContext): boolean {
  if (category === CONSENT_CATEGORY.required || context.preview) return true;
  if (context.region.toUpperCase() !== CONSENT_REQUIRED_REGION) return true;
  return context.grantedCategories.includes(category);
}

/** Personalisation (experiences, segmentation by the testing service) runs only with targeting consent. */
export function isPersonalisationAllowed(context: ConsentContext): boolean {
  return isConsentCategoryAllowed(CONSENT_CATEGORY.targeting, context);
}

/**
 * Reads granted categories from a consent manager's group string, either "C0001:1,C0002:0" or ",C0001,C0003,".
 * Spec silent on the format; these are the two forms OneTrust-style managers write.
 */
export function parseConsentGroups(raw: string): ConsentCategoryId[] {
  const known: readonly string[] = Object.values(CONSENT_CATEGORY);
  const granted = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0 && !entry.endsWith(':0'))
    .map((entry) => entry.replace(/:1$/, ''));
  return [...new Set(granted)].filter((id): id is ConsentCategoryId => known.includes(id));
}
