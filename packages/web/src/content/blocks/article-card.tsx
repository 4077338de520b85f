import type { ReactElement } from 'react';
import type { ArticleCard } from '@stride/domain/content';

/** An article's date as the site writes it (`October 2, 2026`, `2 octobre 2026`); the date is a calendar day. */
export function formatArticleDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** An article's card: picture, eyebrow, title and summary as one link, then its date and tags. */
export function ArticleCardView({
  card,
  locale,
  headingLevel = 3,
}: {
  readonly card: ArticleCard;
  readonly locale: string;
  readonly headingLevel?: 2 | 3;
}): ReactElement {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="article-card" data-article-id={card.id}>
      <a className="article-card__link" href={card.url}>
        <img className="article-card__picture" src={card.picture.url} alt={card.picture.alt} width={1600} height={900} loading="lazy" decoding="async" />
        {card.eyebrow !== null && <span className="article-card__eyebrow">{card.eyebrow}</span>}
        <Heading className="article-card__title">{card.title}</Heading>
      </a>
      {card.summary !== null && <p className="article-card__summary">{card.summary}</p>}
      <p className="article-card__meta">
        <time dateTime={card.date}>{formatArticleDate(card.date, locale)}</time>
        {card.tags.length > 0 && <span className="article-card__tags"> · {card.tags.map((tag) => tag.label).join(', ')}</span>}
      </p>
    </article>
  );
}
