import type { CSSProperties, ReactElement } from 'react';
import { CONTENT_CTA_COLLECTION_DEFAULT_SIZES, type ContentMedia, type ContentTarget } from '@stride/domain/content';
import { sanitiseRichText } from '../rich-text.js';

/** A block's button or link: style and per-breakpoint size as classes; a new tab gets noopener. */
export function TargetLink({ target, className }: { readonly target: ContentTarget; readonly className?: string }): ReactElement {
  const style = target.style ?? 'primary';
  const size = { ...CONTENT_CTA_COLLECTION_DEFAULT_SIZES, ...Object.fromEntries(Object.entries(target.size ?? {}).filter(([, value]) => value != null)) };
  const classes = [`cta cta--${style}`, `cta-sm-${size.sm}`, `cta-md-${size.md}`, `cta-lg-${size.lg}`, className].filter(Boolean).join(' ');
  const blank = target.targetAttribute === '_blank';
  return (
    <a
      className={classes}
      href={target.url}
      aria-label={target.ariaLabel ?? undefined}
      target={blank ? '_blank' : undefined}
      rel={blank ? 'noopener noreferrer' : undefined}
    >
      {target.text}
    </a>
  );
}

/** Editor rich text after the allow-list pass. */
export function RichText({ html, className, color }: { readonly html: string; readonly className?: string; readonly color?: string | null }): ReactElement {
  const style: CSSProperties | undefined = color ? { color } : undefined;
  return <div className={['rich-text', className].filter(Boolean).join(' ')} style={style} dangerouslySetInnerHTML={{ __html: sanitiseRichText(html) }} />;
}

/**
 * A picture with its art-directed sources per breakpoint (md from 768 px, lg from 1024 px); width and height keep
 * its box before it loads. `eager` for the first picture of a page (the largest contentful paint).
 */
export function ContentPicture({
  media,
  eager = false,
  className,
  sizes,
}: {
  readonly media: ContentMedia;
  readonly eager?: boolean;
  readonly className?: string;
  readonly sizes?: { readonly [size in 'sm' | 'md' | 'lg']?: { readonly width: number; readonly height: number } };
}): ReactElement {
  const lg = media.responsive?.lg;
  const md = media.responsive?.md;
  const sm = media.responsive?.sm;
  return (
    <picture className={className}>
      {lg && (
        <source
          media="(min-width: 1024px)"
          srcSet={lg.url}
          width={sizes?.lg?.width ?? lg.width ?? undefined}
          height={sizes?.lg?.height ?? lg.height ?? undefined}
        />
      )}
      {md && (
        <source
          media="(min-width: 768px)"
          srcSet={md.url}
          width={sizes?.md?.width ?? md.width ?? undefined}
          height={sizes?.md?.height ?? md.height ?? undefined}
        />
      )}
      <img
        src={sm?.url ?? media.url}
        alt={media.alt}
        width={sizes?.sm?.width ?? media.width ?? undefined}
        height={sizes?.sm?.height ?? media.height ?? undefined}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
