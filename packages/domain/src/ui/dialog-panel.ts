/** Breakpoints of the storefront (content-and-personalisation section 2). */
export type UiBreakpoint = 'sm' | 'md' | 'lg';

/** Height option of a dialog panel. */
export type DialogPanelHeight = 'half' | 'large' | 'full';

/** CSS heights of the panel options: half, 95% or full (commerce-core section 2, Dialogs). */
export const DIALOG_PANEL_HEIGHTS: Readonly<Record<DialogPanelHeight, string>> = {
  half: '50%',
  large: '95%',
  full: '100%',
};

/** Where and how tall a dialog panel is drawn. */
export interface DialogPanelLayout {
  readonly placement: 'bottom' | 'right';
  readonly height: string;
}

/**
 * Panel layout for a breakpoint: a bottom sheet below lg whose height follows the option,
 * a right-side full-height panel on lg. The spec lists the three heights without tying them to
 * a breakpoint beyond "half on small, 95% on large"; Stride reads them as bottom-sheet sizes
 * because the large-screen panel is full height by definition.
 */
export function dialogPanelLayout(breakpoint: UiBreakpoint, height: DialogPanelHeight = 'half'): DialogPanelLayout {
  if (breakpoint === 'lg') return { placement: 'right', height: DIALOG_PANEL_HEIGHTS.full };
  return { placement: 'bottom', height: DIALOG_PANEL_HEIGHTS[height] };
}
