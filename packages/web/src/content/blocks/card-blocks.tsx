import type { ReactElement } from 'react';
import type { CategoryCardBlock, LinkedCardBlock, MultiLinkCardBlock } from '@stride/domain/content';
import { ContentPicture, RichText } from './content-links.js';

/** A linked card: the whole card is one link (picture, title, subtitle). */
export function LinkedCardView({ block }: { readonly block: LinkedCardBlock }): ReactElement {
  return (
    <a className="content-card" href={block.target.url} style={block.textColor ? { color: block.textColor } : undefined}>
      {block.media && <ContentPicture className="content-card__media" media={{ ...block.media, alt: '' }} />}
      <span className="content-card__title">{block.title}</span>
      {block.subtitle && <span className="content-card__subtitle">{block.subtitle}</span>}
    </a>
  );
}

/** A multi-link card: a picture and a title over a list of links. */
export function MultiLinkCardView({ block }: { readonly block: MultiLinkCardBlock }): ReactElement {
  return (
    <div className="content-card content-card--multi">
      {block.media && <ContentPicture className="content-card__media" media={block.media} />}
      <h3 className="content-card__title">{block.title}</h3>
      {block.richText && <RichText html={block.richText} />}
      <ul className="content-card__links">
        {block.links.map((link) => (
          <li key={link.url}>
            <a href={link.url}>{link.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A category card: a catalogue category with its picture, linking to its list page (or the editor's link). */
export function CategoryCardView({ block, listUrl }: { readonly block: CategoryCardBlock; readonly listUrl: string }): ReactElement {
  return (
    <a className="content-card content-card--category" href={block.target?.url ?? listUrl}>
      {block.media && <ContentPicture className="content-card__media" media={{ ...block.media, alt: '' }} />}
      <span className="content-card__title">{block.title}</span>
    </a>
  );
}
