import { useEffect, useRef, type ReactElement } from 'react';
import type { PictureBlock, PromoBarBlock, RichTextBlock, SpacerBlock, VideoBlock } from '@stride/domain/content';
import { ContentPicture, RichText } from './content-links.js';

/** A picture, a link when it has a target, with its caption. */
export function PictureView({ block, eager = false }: { readonly block: PictureBlock; readonly eager?: boolean }): ReactElement {
  const picture = <ContentPicture media={block.media} eager={eager} />;
  return (
    <figure className="content-picture">
      {block.target ? <a href={block.target.url}>{picture}</a> : picture}
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  );
}

/** Empty space sized per breakpoint (classes spacer-sm-md...). */
export function SpacerView({ block }: { readonly block: SpacerBlock }): ReactElement {
  const classes = (['sm', 'md', 'lg'] as const).flatMap((size) => (block.size[size] ? [`spacer-${size}-${block.size[size]}`] : []));
  return <div className={['spacer', ...classes].join(' ')} aria-hidden="true" />;
}

/** Rich text of the allowed subset. */
export function RichTextView({ block }: { readonly block: RichTextBlock }): ReactElement {
  return <RichText className={`rich-text--${block.alignment ?? 'left'}`} html={block.richText} color={block.richTextColor ?? null} />;
}

/** The promo bar: its messages side by side (a link each when it has one). */
export function PromoBarView({ block }: { readonly block: PromoBarBlock }): ReactElement {
  return (
    <div className="promo-bar" style={{ backgroundColor: block.backgroundColor ?? undefined, color: block.textColor ?? undefined }}>
      <ul>
        {block.messages.map((message) => (
          <li key={message.text}>{message.target ? <a href={message.target.url}>{message.text}</a> : message.text}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A video with its player settings (autoplay, hidden controls, loop, muted) and caption tracks. Autoplay is asked of
 * the browser after load; a refusal (no user gesture, data saver) is only logged, the poster and controls stay.
 */
export function VideoView({ block }: { readonly block: VideoBlock }): ReactElement {
  const video = useRef<HTMLVideoElement>(null);
  const settings = block.playerSettings ?? {};
  useEffect(() => {
    if (settings.autoplay !== true || video.current === null) return;
    video.current.play().catch((error: unknown) => console.info('Stride: video autoplay refused', error instanceof Error ? error.message : error));
  }, [settings.autoplay]);
  return (
    <figure className="content-video">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the caption tracks are the editor's (block.tracks, below) */}
      <video
        ref={video}
        src={block.media.url}
        poster={block.poster?.url}
        controls={settings.hideControls !== true}
        loop={settings.loop === true}
        muted={settings.muted === true || settings.autoplay === true}
        playsInline
        preload="none"
        aria-label={block.media.alt}
        width={block.media.width ?? 1600}
        height={block.media.height ?? 900}
      >
        {(block.tracks ?? []).map((track) => (
          <track key={track.src} kind={track.kind === 'chapters' ? 'chapters' : 'captions'} src={track.src} label={track.label} srcLang={track.srclang} />
        ))}
      </video>
      {block.title && <figcaption>{block.title}</figcaption>}
    </figure>
  );
}
