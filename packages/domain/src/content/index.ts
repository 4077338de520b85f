// Public API of the content context: segments, filter block, consent, pop-ups, experiences, header, espots, layout.
export {
  CONTENT_SEGMENT_IDS,
  chooseSegmentationContent,
  isContentSegmentId,
  shopperMatchesContentSegment,
  type ContentProfileType,
  type ContentSegmentId,
  type ContentShopper,
  type SegmentationBlock,
} from './content-segments.js';
export {
  contentPathIdentifiers,
  filterBlockShowsContent,
  type ContentFilterBlock,
  type ContentFilterOperator,
  type ContentFilterVariant,
  type ContentPathIdentifiers,
} from './filter-block.js';
export {
  CONSENT_CATEGORY,
  CONSENT_REQUIRED_REGION,
  isConsentCategoryAllowed,
  isPersonalisationAllowed,
  parseConsentGroups,
  type ConsentCategoryId,
  type ConsentContext,
} from './consent.js';
export {
  POPUP_DEFAULT_DELAY_MS,
  chooseNextPopup,
  initialPopupState,
  popupDelayMs,
  popupReducer,
  type ContentPopup,
  type PopupAction,
  type PopupAnalyticsEvent,
  type PopupState,
} from './popups.js';
export { P13N_TEST_CONTEXT_PARAM, p13nTestContextSchema, parseP13nTestContext, type P13nForcedVariant } from './p13n-test-context.js';
export { resolveExperienceBlock, type ExperienceContent, type ExperienceDecision, type ExperienceVariant, type ExperienceView } from './experience-block.js';
export {
  HEADER_SCROLL_DEBOUNCE_MS,
  HEADER_SCROLL_MAX_WAIT_MS,
  INITIAL_HEADER_STATE,
  headerReducer,
  type HeaderAction,
  type HeaderState,
} from './header-visibility.js';
export { inheritedEspotSections, matchContentRoutePattern, type EspotSection } from './route-patterns.js';
export { bannerGradientHeight, bannerHeadingTag, bannerShowsButtons, splitImageWidthPercent } from './banner-layout.js';
export {
  collectionAutorotateIntervalMs,
  collectionLayouts,
  iconAndTextColumnCount,
  isStackedCollection,
  type CollectionBreakpointLayout,
  type CollectionBreakpoints,
} from './collection-layout.js';
export {
  RECOMMENDATIONS_DEFAULT_LIMIT,
  RECOMMENDATION_CARD_VARIANTS,
  SIX_CARD_STEPS,
  UPSELL_DEFAULT_LIMIT,
  recommendationLimit,
  recommendationStep,
  type RecommendationCardVariant,
} from './recommendation-layout.js';
export { closeBenefitBar, isBenefitBarVisible } from './benefit-bar.js';
export { articleGridReducer, relatedArticles, type ArticleGridAction, type ArticleGridState, type ArticleSummary } from './article-grid.js';
export {
  articleFacets,
  articleGridInitialLoad,
  relatedArticleCards,
  searchArticles,
  type ArticleCard,
  type ArticleFacet,
  type ArticleSearchQuery,
  type ArticleSearchResult,
} from './article-search.js';
export { ContentError, type ContentErrorCode } from './content.errors.js';
export * from './layout.constants.js';
export * from './blocks/index.js';
export type {
  ContentImportMode,
  ContentImportSummary,
  ContentLookup,
  ContentReadWindow,
  ContentRepository,
  ContentVersionDraft,
  StoredContentVersion,
} from './ports/content-repository.port.js';
export { ContentPlaceConflictError } from './ports/content-repository.port.js';
