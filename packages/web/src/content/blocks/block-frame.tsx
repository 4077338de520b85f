import type { ReactElement, ReactNode } from 'react';
import type { ContentBlock } from '@stride/domain/content';

const BREAKPOINTS = ['sm', 'md', 'lg'] as const;

/** The frame's classes: hidden per breakpoint (cb-hide-sm...) and bottom margins per breakpoint (cb-mb-lg-md...). */
export function blockFrameClasses(block: ContentBlock): string {
  const classes = ['cb', `cb--${block.type}`];
  for (const size of BREAKPOINTS) {
    if (block.hideOnBreakpoint?.[size] === true) classes.push(`cb-hide-${size}`);
    const margin = block.bottomMargins?.[size];
    if (margin !== undefined && margin !== null) classes.push(`cb-mb-${size}-${margin}`);
  }
  return classes.join(' ');
}

/**
 * Every block's frame: per-breakpoint hiding and bottom margins as classes (CSS decides, so no layout moves after
 * load), and the promotion tracking as data attributes the analytics can read on click and on becoming visible.
 */
export function BlockFrame({ block, children }: { readonly block: ContentBlock; readonly children: ReactNode }): ReactElement {
  const tracking = block.promotionTracking;
  return (
    <div
      className={blockFrameClasses(block)}
      data-block-type={block.type}
      data-promotion-id={tracking?.promotionId ?? undefined}
      data-promotion-name={tracking?.promotionName ?? undefined}
      data-creative-name={tracking?.creativeName ?? undefined}
      data-promotion-position={tracking?.position ?? undefined}
    >
      {children}
    </div>
  );
}
