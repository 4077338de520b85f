import type { CompiledCatalogue } from '../i18n/messages.js';
import type { SerialisedPageState } from './storefront-app.js';

/** What the document's page-state script holds: the site's compiled catalogue beside the rest of the state. */
interface EmbeddedPageState {
  readonly messages: CompiledCatalogue;
  readonly state: Omit<SerialisedPageState, 'root'> & { readonly root: Omit<SerialisedPageState['root'], 'messages'> };
}

/** JSON that cannot close its script element. */
const scriptSafe = (json: string): string => json.replace(/</g, '\\u003c');

/** Each compiled catalogue's JSON, made once: the server keeps one catalogue object per locale. */
const catalogueJson = new WeakMap<CompiledCatalogue, string>();

/**
 * The page state as the document embeds it, `{"messages":…,"state":…}`. A site's catalogue is the
 * same on every page, so its JSON is made once and reused: encoding it on every render took about a
 * fifth of the product page's server CPU (docs/performance.md).
 * @example readPageState(serialisePageState(state)) // deep-equals state
 */
export function serialisePageState(state: SerialisedPageState): string {
  // The menu and footer documents render on the server only: the browser keeps their HTML and never needs them.
  const { messages, menu: _menu, footer: _footer, ...root } = state.root;
  let messagesJson = catalogueJson.get(messages);
  if (messagesJson === undefined) {
    messagesJson = scriptSafe(JSON.stringify(messages));
    catalogueJson.set(messages, messagesJson);
  }
  return `{"messages":${messagesJson},"state":${scriptSafe(JSON.stringify({ ...state, root }))}}`;
}

/** Reads what `serialisePageState` embedded back into the page state. */
export function readPageState(text: string): SerialisedPageState {
  const { messages, state } = JSON.parse(text) as EmbeddedPageState;
  return { ...state, root: { ...state.root, messages } } as SerialisedPageState;
}
