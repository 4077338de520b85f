import { CONTENT_ICON_AND_TEXT_TWO_COLUMN_COUNT, CONTENT_STACKED_COLLECTION_MARKER, type ContentBreakpoint } from './layout.constants.js';

/** A collection's layout at one breakpoint (the fields this context rules on). */
export interface CollectionBreakpointLayout {
  readonly type: 'carousel' | 'grid';
  readonly fullWidth?: boolean;
  readonly autorotateTime?: number;
}

export type CollectionBreakpoints = Readonly<Partial<Record<ContentBreakpoint, CollectionBreakpointLayout>>>;

/** Whether a collection's name carries the [stacked] marker. */
export function isStackedCollection(name: string | undefined): boolean {
  return (name ?? '').includes(CONTENT_STACKED_COLLECTION_MARKER);
}

/**
 * The breakpoint layouts after the [stacked] rule: such a collection is a full-width grid on md and lg, whatever
 * the editor set there; sm is left as configured.
 */
export function collectionLayouts(name: string | undefined, breakpoints: CollectionBreakpoints): CollectionBreakpoints {
  if (!isStackedCollection(name)) return breakpoints;
  const stacked = (layout: CollectionBreakpointLayout | undefined): CollectionBreakpointLayout => ({
    ...layout,
    type: 'grid',
    fullWidth: true,
  });
  return { ...breakpoints, md: stacked(breakpoints.md), lg: stacked(breakpoints.lg) };
}

/**
 * The carousel autorotate interval in ms (autorotateTime seconds x 1000); null when it is missing or not positive,
 * meaning no autorotation.
 * @example collectionAutorotateIntervalMs(5) // 5000
 */
export function collectionAutorotateIntervalMs(autorotateTime: number | undefined): number | null {
  if (autorotateTime === undefined || !Number.isFinite(autorotateTime) || autorotateTime <= 0) return null;
  return autorotateTime * 1000;
}

/**
 * Columns of an icon-and-text collection: exactly four items make two columns (a 2 x 2 block). The spec fixes only
 * that case; otherwise one column per item, at most three, which is how the row reads on a product page.
 */
export function iconAndTextColumnCount(itemCount: number): number {
  if (itemCount === CONTENT_ICON_AND_TEXT_TWO_COLUMN_COUNT) return 2;
  return Math.max(1, Math.min(itemCount, 3));
}
