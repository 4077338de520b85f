import { useState, type ReactElement } from 'react';
import { closeBenefitBar, isBenefitBarVisible, type BenefitBarBlock, type SecondaryNavBlock, type VerticalListCollectionBlock } from '@stride/domain/content';
import { useMessages } from '../../i18n/messages.js';
import { readDismissed, writeDismissed, BENEFIT_BAR_COOKIE } from '../dismissed-cookie.js';
import { ContentPicture, RichText } from './content-links.js';

/**
 * The benefit bar: a closable strip. Closing it records its id in a cookie (domain's closeBenefitBar), so the server
 * leaves it out of the next page and no reload shows it again.
 */
export function BenefitBarView({ block }: { readonly block: BenefitBarBlock }): ReactElement | null {
  const { t } = useMessages();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => {
    const closedIds = closeBenefitBar(readDismissed(BENEFIT_BAR_COOKIE), block.id, block.showCloseButton === true);
    writeDismissed(BENEFIT_BAR_COOKIE, closedIds);
    setClosed(!isBenefitBarVisible(block.id, closedIds));
  };
  return (
    <aside
      className={`benefit-bar benefit-bar--${block.alignment ?? 'center'}`}
      aria-label={block.title}
      style={{
        backgroundColor: block.backgroundColor ?? undefined,
        color: block.textColor ?? undefined,
        backgroundImage: block.backgroundImage ? `url("${encodeURI(block.backgroundImage.url)}")` : undefined,
      }}
    >
      {block.logo && <img className="benefit-bar__logo" src={block.logo.url} alt={block.logo.alt} width={32} height={32} />}
      <p className="benefit-bar__text">
        <strong>{block.title}</strong>
        {block.subtitle && <span> {block.subtitle}</span>}
      </p>
      {(block.targets ?? []).map((target) => (
        <a key={target.url} className="benefit-bar__link" href={target.url}>
          {target.text}
        </a>
      ))}
      {block.showCloseButton === true && (
        <button type="button" className="benefit-bar__close" onClick={close} aria-label={t('benefitBar.close')}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </aside>
  );
}

/** Secondary navigation: inline links from md, a collapsible list (a native disclosure, no JavaScript) below. */
export function SecondaryNavView({ block }: { readonly block: SecondaryNavBlock }): ReactElement {
  const links = (
    <ul>
      {block.links.map((link) => (
        <li key={link.url}>
          <a href={link.url}>{link.text}</a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="secondary-nav" aria-label={block.title}>
      <div className="secondary-nav__inline">{links}</div>
      <details className="secondary-nav__collapsible">
        <summary>{block.title}</summary>
        {links}
      </details>
    </nav>
  );
}

/** A vertical list: hovering or focusing an item fades its picture into the preview. */
export function VerticalListView({ block }: { readonly block: VerticalListCollectionBlock }): ReactElement {
  const [active, setActive] = useState(0);
  return (
    <section className="vertical-list">
      {block.title && <h2 className="vertical-list__title">{block.title}</h2>}
      <div className="vertical-list__body">
        <ul className="vertical-list__items">
          {block.items.map((item, index) => (
            <li key={item.target.url + item.title}>
              <a
                href={item.target.url}
                className="vertical-list__item"
                aria-current={index === active ? 'true' : undefined}
                onPointerEnter={() => setActive(index)}
                onFocus={() => setActive(index)}
              >
                <span className="vertical-list__name">{item.title}</span>
                {item.richText && <RichText html={item.richText} />}
              </a>
            </li>
          ))}
        </ul>
        <div className="vertical-list__preview" aria-hidden="true">
          {block.items.map((item, index) => (
            <ContentPicture key={item.target.url + item.title} className={index === active ? 'is-active' : undefined} media={{ ...item.media, alt: '' }} />
          ))}
        </div>
      </div>
    </section>
  );
}
