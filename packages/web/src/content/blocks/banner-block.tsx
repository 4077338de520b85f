import type { CSSProperties, ReactElement } from 'react';
import {
  bannerGradientHeight,
  bannerHeadingTag,
  bannerShowsButtons,
  CONTENT_CAPTION_MAX_WIDTH,
  CONTENT_HERO_OVERLAY_PICTURE_SIZES,
  splitImageWidthPercent,
  type BannerBlock,
  type HeroBlock,
} from '@stride/domain/content';
import { ContentPicture, RichText, TargetLink } from './content-links.js';

type BannerLike = BannerBlock | HeroBlock;

/** Alignment classes per breakpoint: cms-banner-sm-h-center, cms-banner-lg-t-left, cms-banner-md-v-bottom. */
function alignmentClasses(block: BannerLike): string[] {
  const classes: string[] = [];
  for (const size of ['sm', 'md', 'lg'] as const) {
    const alignment = block.alignments?.[size];
    if (!alignment) continue;
    if (alignment.horizontal) classes.push(`cms-banner-${size}-h-${alignment.horizontal}`);
    if (alignment.vertical) classes.push(`cms-banner-${size}-v-${alignment.vertical}`);
    if (alignment.text) classes.push(`cms-banner-${size}-t-${alignment.text}`);
  }
  return classes;
}

function Heading({ block }: { readonly block: BannerLike }): ReactElement | null {
  if (!block.title && !block.titleHtml) return null;
  // hideTitle hides the heading from sight only: assistive technology still reads it.
  const className = block.hideTitle === true ? 'visually-hidden' : `cms-banner__title${block.titleStyle ? ` text-${block.titleStyle}` : ''}`;
  const style = block.titleColor ? { color: block.titleColor } : undefined;
  return bannerHeadingTag(block.titleH1 ?? undefined) === 'h1' ? (
    <h1 className={className} style={style}>
      {block.title}
    </h1>
  ) : (
    <h2 className={className} style={style}>
      {block.title}
    </h2>
  );
}

function Caption({ block }: { readonly block: BannerLike }): ReactElement | null {
  const caption = block.caption;
  if (!caption?.captionText || caption.captionPosition === 'off') return null;
  const position = caption.captionPosition ?? 'bottom';
  return (
    <p
      className={`cms-banner__caption cms-banner__caption--${position}`}
      style={{ maxWidth: CONTENT_CAPTION_MAX_WIDTH, color: caption.captionColor ?? undefined }}
    >
      {caption.captionText}
    </p>
  );
}

function Body({ block }: { readonly block: BannerLike }): ReactElement {
  const buttons = bannerShowsButtons(block.linkType ?? undefined) ? (block.targets ?? []) : [];
  return (
    <div className="cms-banner__content">
      {block.eyebrowLogo && <img className="cms-banner__eyebrow-logo" src={block.eyebrowLogo.url} alt={block.eyebrowLogo.alt} height={32} width={96} />}
      {block.eyebrowText && (
        <p className="cms-banner__eyebrow" style={block.eyebrowTextColor ? { color: block.eyebrowTextColor } : undefined}>
          {block.eyebrowText}
        </p>
      )}
      {block.overline && (
        <p className="cms-banner__overline" style={block.overlineColor ? { color: block.overlineColor } : undefined}>
          {block.overline}
        </p>
      )}
      <Heading block={block} />
      {block.subtitle && (
        <p className="cms-banner__subtitle" style={block.subtitleColor ? { color: block.subtitleColor } : undefined}>
          {block.subtitle}
        </p>
      )}
      {block.richText && <RichText html={block.richText} color={block.richTextColor ?? null} />}
      {buttons.length > 0 && (
        <div className={`cms-banner__targets${block.equalTargetSize?.lg ? ' cms-banner__targets--equal' : ''}`}>
          {buttons.map((target) => (
            <TargetLink key={target.url + target.text} target={target} />
          ))}
        </div>
      )}
      {block.richTextBelowTargets && (
        <RichText className="cms-banner__below" html={block.richTextBelowTargets} color={block.richTextBelowTargetsColor ?? null} />
      )}
    </div>
  );
}

/**
 * A banner or a hero. Banners: block-below (text under the picture), espot, image (picture only, the title kept for
 * reading), overlay (text over the picture, gradient full 35 % / focused 50 % / off), split (the picture takes 60, 50
 * or 40 % beside the text), thin (one line). Heroes: standard (overlay, taller), block-below, product-overlay (a
 * product picture over the media at 196x343, 271x467 and 344x538). linkType No-CTA hides the buttons.
 */
export function BannerView({ block, eager = false }: { readonly block: BannerLike; readonly eager?: boolean }): ReactElement {
  const kind = block.type === 'hero' ? `hero hero--${block.variant}` : `cms-banner cms-banner--${block.variant}`;
  const gradient = block.gradientStyle ?? (block.variant === 'overlay' || (block.type === 'hero' && block.variant === 'standard') ? 'focused' : 'off');
  const style = {
    '--cms-banner-gradient': bannerGradientHeight(gradient),
    ...(block.type === 'banner' && block.variant === 'split' ? { '--cms-banner-split': `${splitImageWidthPercent(block.splitImageWidth)}%` } : {}),
    ...(block.backgroundColor ? { backgroundColor: block.backgroundColor } : {}),
  } as CSSProperties;
  const classes = [
    kind,
    ...alignmentClasses(block),
    block.overlayWidth ? `cms-banner--ow-${block.overlayWidth}` : '',
    block.gradientTone === 'light' ? 'cms-banner--gradient-light' : '',
    block.isFullWidth ? 'cms-banner--full-width' : '',
    block.isFullHeight ? 'cms-banner--full-height' : '',
    block.type === 'banner' && block.splitImagePosition === 'right' ? 'cms-banner--media-right' : '',
  ].filter(Boolean);
  const overlay = block.type === 'hero' && block.variant === 'product-overlay' ? block.productMedia : null;
  const picture = block.media ? (
    <div className="cms-banner__media">
      <Caption block={block} />
      {block.mediaTarget ? (
        <a href={block.mediaTarget.url} tabIndex={-1} aria-hidden="true">
          <ContentPicture media={block.media} eager={eager} />
        </a>
      ) : (
        <ContentPicture media={block.media} eager={eager} />
      )}
      {overlay && <ContentPicture className="hero__product" media={overlay} sizes={CONTENT_HERO_OVERLAY_PICTURE_SIZES} />}
    </div>
  ) : null;
  return (
    <section className={classes.join(' ')} style={style}>
      {picture}
      <Body block={block} />
    </section>
  );
}
