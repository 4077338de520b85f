/** The cookie that lists the closed benefit bars. */
export const BENEFIT_BAR_COOKIE = 'stride_benefit_bars_closed';
/** The cookie that lists the dismissed pop-ups (spec content section 4: "a cookie-like store"). */
export const POPUP_COOKIE = 'stride_popups_dismissed';

const ONE_YEAR_S = 31_536_000;

/** The ids listed in a cookie string (`document.cookie` or a request's Cookie header). */
export function dismissedIdsFrom(cookie: string | null | undefined, name: string): string[] {
  for (const part of (cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='))
        .split(',')
        .filter((id) => id.length > 0);
    } catch {
      return [];
    }
  }
  return [];
}

/** The ids the browser's cookie lists. */
export function readDismissed(name: string): string[] {
  return typeof document === 'undefined' ? [] : dismissedIdsFrom(document.cookie, name);
}

/** Remembers ids for a year, for every page of the site. */
export function writeDismissed(name: string, ids: readonly string[]): void {
  document.cookie = `${name}=${encodeURIComponent(ids.join(','))}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}
