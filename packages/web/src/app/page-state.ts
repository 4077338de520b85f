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
/** The same, as the UTF-8 bytes of the state's opening up to the catalogue's end. */
const catalogueOpening = new WeakMap<CompiledCatalogue, Uint8Array>();
const utf8 = new TextEncoder();

function catalogueJsonOf(messages: CompiledCatalogue): string {
  let json = catalogueJson.get(messages);
  if (json === undefined) {
    json = scriptSafe(JSON.stringify(messages));
    catalogueJson.set(messages, json);
  }
  return json;
}

// The JSON of objects a render's state shares with other renders (the product details answer, the category tree and
// the documents the bff keeps for a while): made once per object, kept as long as the object lives. Nothing changes
// such an object once it is read (the bff's caches hand the same one to every caller).
const sharedJson = new WeakMap<object, string>();

function jsonOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return scriptSafe(JSON.stringify(value));
  let json = sharedJson.get(value);
  if (json === undefined) {
    json = scriptSafe(JSON.stringify(value));
    sharedJson.set(value, json);
  }
  return json;
}

/** An object's JSON, as JSON.stringify writes it (undefined members left out), from its members' kept JSON. */
function membersJson(record: object, member: (value: unknown) => string): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    parts.push(`${scriptSafe(JSON.stringify(key))}:${member(value)}`);
  }
  return `{${parts.join(',')}}`;
}

/** Everything but the catalogue, made on every render from the kept JSON of what it shares with other renders. */
function stateJson(state: SerialisedPageState): string {
  // The menu and footer documents render on the server only: the browser keeps their HTML and never needs them.
  const { messages: _messages, menu: _menu, footer: _footer, ...root } = state.root;
  const nested = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? membersJson(value, jsonOf) : jsonOf(value));
  return membersJson({ ...state, root }, nested);
}

/**
 * The page state as the document embeds it, `{"messages":…,"state":…}`. A site's catalogue is the
 * same on every page, so its JSON is made once and reused: encoding it on every render took about a
 * fifth of the product page's server CPU (docs/performance.md).
 * @example readPageState(serialisePageState(state)) // deep-equals state
 */
export function serialisePageState(state: SerialisedPageState): string {
  return `{"messages":${catalogueJsonOf(state.root.messages)},"state":${stateJson(state)}}`;
}

/**
 * `serialisePageState` as UTF-8 bytes, what the server writes into the document: the catalogue's
 * bytes (most of the state) are made once per site and copied, so only the rest is encoded per render.
 * @example new TextDecoder().decode(encodePageState(state)) === serialisePageState(state) // true
 */
export function encodePageState(state: SerialisedPageState): Uint8Array<ArrayBuffer> {
  const { messages } = state.root;
  let opening = catalogueOpening.get(messages);
  if (opening === undefined) {
    opening = utf8.encode(`{"messages":${catalogueJsonOf(messages)},"state":`);
    catalogueOpening.set(messages, opening);
  }
  const rest = utf8.encode(`${stateJson(state)}}`);
  const bytes = new Uint8Array(opening.byteLength + rest.byteLength);
  bytes.set(opening);
  bytes.set(rest, opening.byteLength);
  return bytes;
}

/** Reads what `serialisePageState` embedded back into the page state. */
export function readPageState(text: string): SerialisedPageState {
  const { messages, state } = JSON.parse(text) as EmbeddedPageState;
  return { ...state, root: { ...state.root, messages } } as SerialisedPageState;
}
