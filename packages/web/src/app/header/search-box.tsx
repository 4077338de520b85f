import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { formatPrice } from '../../ui/format-price.js';
import { nextActiveIndex } from '../../ui/listbox-navigation.js';
import '../../ui/search-suggestions.css';
import { marketPrefix } from '../market.js';
import { useLocation, useMarket, useNavigate } from '../router.js';
import { useApi } from '../services-context.js';
import { useMessages } from '../../i18n/messages.js';

/** Autosuggest waits this long after the last keystroke before asking (Stride's choice). */
export const SUGGEST_DEBOUNCE_MS = 200;
/** Autosuggest starts at this many characters. */
export const SUGGEST_MIN_CHARS = 2;

/** One row of the suggestion list. */
export interface Suggestion {
  readonly key: string;
  readonly kind: 'product' | 'category';
  readonly label: string;
  readonly detail: string;
  readonly url: string;
}

/** Whether trimmed words are long enough, and have a letter or digit, to ask for suggestions. */
const suggestable = (words: string): boolean => words.length >= SUGGEST_MIN_CHARS && /[\p{L}\p{N}]/u.test(words);

/**
 * The header search: a plain GET form to the search page (works without JavaScript). In the
 * browser it becomes a combobox: suggestions after 2 characters (debounced 200 ms), arrow keys move
 * through them, Enter opens the highlighted one (or searches), Escape closes the list.
 */
export function SearchBox(): ReactElement {
  const { t } = useMessages();
  const market = useMarket();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState(() => (location.pathname.endsWith('/search') ? (location.searchParams.get('q') ?? '') : ''));
  const [suggestions, setSuggestions] = useState<readonly Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);
  const action = `${marketPrefix(market)}/search`;

  useEffect(() => {
    const words = query.trim();
    const ticket = ++latest.current;
    if (!suggestable(words)) return undefined;
    const timer = setTimeout(() => {
      void api.call('suggestProducts', { query: { q: words } }).then((answer) => {
        if (ticket !== latest.current || answer.isErr()) return;
        setSuggestions([
          ...answer.value.categories.map((c): Suggestion => ({
            key: `c-${c.id}`,
            kind: 'category',
            label: c.name,
            detail: t('search.suggestionCategory', { count: c.productCount }),
            url: c.url,
          })),
          ...answer.value.products.map((p): Suggestion => ({
            key: `p-${p.id}`,
            kind: 'product',
            label: p.name,
            detail: formatPrice(p.price.lowCurrent ?? p.price.current, p.currency, market.locale),
            url: p.url,
          })),
        ]);
        setActive(-1);
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [api, query, market.locale, t]);

  // A query too short to suggest for clears the list as it is typed; a later answer is ignored by its ticket.
  const changeQuery = (next: string) => {
    setQuery(next);
    if (!suggestable(next.trim())) setSuggestions([]);
  };

  const expanded = open && suggestions.length > 0;
  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => nextActiveIndex(current, suggestions.length, step));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== '') {
        event.preventDefault();
        changeQuery('');
      }
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const chosen = suggestions[active];
      if (chosen !== undefined) {
        event.preventDefault();
        go(chosen.url);
      }
    }
  };

  return (
    <form
      className="search-box"
      role="search"
      action={action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const words = query.trim();
        go(words === '' ? action : `${action}?q=${encodeURIComponent(words)}`);
      }}
    >
      <label htmlFor="site-search" className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        placeholder={t('search.placeholder')}
        autoComplete="off"
        maxLength={100}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(event) => {
          changeQuery(event.currentTarget.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {/* The placeholder shown on narrow screens instead of the input's own, which does not fit there (CSS). */}
      <span className="search-box__hint" aria-hidden="true">
        {t('search.label')}
      </span>
      <button type="submit">{t('search.submit')}</button>
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="search-suggestions" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="search-suggestions__option"
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              go(suggestion.url);
            }}
            onMouseEnter={() => setActive(index)}
          >
            <span className="search-suggestions__label">{suggestion.label}</span>
            <span className="search-suggestions__detail">{suggestion.detail}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
