import type { CSSProperties, ReactElement } from 'react';
import {
  CONTENT_CTA_CAROUSEL_SLIDE_WIDTHS,
  iconAndTextColumnCount,
  type CtaButtonBlock,
  type CtaCollectionBlock,
  type IconAndTextBlock,
} from '@stride/domain/content';
import { RichText, TargetLink } from './content-links.js';

/** One CTA button. */
export function CtaButtonView({ block }: { readonly block: CtaButtonBlock }): ReactElement {
  return <TargetLink target={block.target} />;
}

/**
 * A row of CTA buttons, or a scroll-snapping carousel of them (slides 19.25rem on sm, 26.5rem above): sizes default to
 * sm on small screens and md above.
 */
export function CtaCollectionView({ block }: { readonly block: CtaCollectionBlock }): ReactElement {
  const style = {
    '--cta-slide-sm': CONTENT_CTA_CAROUSEL_SLIDE_WIDTHS.sm,
    '--cta-slide-md': CONTENT_CTA_CAROUSEL_SLIDE_WIDTHS.md,
    '--cta-slide-lg': CONTENT_CTA_CAROUSEL_SLIDE_WIDTHS.lg,
  } as CSSProperties;
  return (
    <div className={`cta-collection cta-collection--${block.layout ?? 'grid'} cta-collection--${block.alignment ?? 'left'}`} style={style}>
      {block.title && <h2 className="cta-collection__title">{block.title}</h2>}
      <ul>
        {block.targets.map((target) => (
          <li key={target.url + target.text}>
            <TargetLink target={target} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Icon-and-text: icons with rich text, exactly four in two columns, else one column per item (at most three). */
export function IconAndTextView({ block }: { readonly block: IconAndTextBlock }): ReactElement {
  const columns = block.variant === 'one-column' ? 1 : iconAndTextColumnCount(block.iconAndText.length);
  return (
    <div className={`icon-and-text icon-and-text--${block.variant ?? 'icon-above-text'} icon-and-text--${block.iconSize ?? 'medium'}`}>
      {block.title && <h2 className="icon-and-text__title">{block.title}</h2>}
      <ul style={{ '--icon-columns': columns } as CSSProperties}>
        {block.iconAndText.map((entry, index) => {
          const body = (
            <>
              <img className="icon-and-text__icon" src={entry.icon.url} alt={entry.icon.alt} width={48} height={48} loading="lazy" decoding="async" />
              {entry.richText && <RichText html={entry.richText} />}
            </>
          );
          return (
            <li key={index} style={{ backgroundColor: entry.backgroundColor ?? undefined, color: entry.textColor ?? undefined }}>
              {entry.target ? (
                <a className="icon-and-text__link" href={entry.target.url} aria-label={entry.target.text}>
                  {body}
                </a>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
