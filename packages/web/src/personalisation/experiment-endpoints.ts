/** Where the experiment client reads the datafile and sends its events: the page's meta tags (bff configuration). */
export interface ExperimentEndpoints {
  readonly datafileUrl: string;
  readonly eventsUrl: string;
}

/** The endpoints the server wrote into the page, or null (then no experiment runs). */
export function experimentEndpointsFromPage(): ExperimentEndpoints | null {
  const datafileUrl = document.querySelector<HTMLMetaElement>('meta[name="stride:experiments-datafile"]')?.content;
  const eventsUrl = document.querySelector<HTMLMetaElement>('meta[name="stride:experiments-events"]')?.content;
  return datafileUrl === undefined || eventsUrl === undefined ? null : { datafileUrl, eventsUrl };
}
