import { describe, expect, it } from 'vitest';
import type { CompiledCatalogue } from '../i18n/messages.js';
import { encodePageState, readPageState, serialisePageState } from './page-state.js';
import type { SerialisedPageState } from './storefront-app.js';

const messages = { 'cart.title': ['Panier'], 'x.close': ['</script><script>alert(1)</script>'] } as unknown as CompiledCatalogue;

function stateWith(data: unknown): SerialisedPageState {
  return {
    root: { market: { locale: 'fr-CA' }, categories: [], origin: 'https://shop.example', messages },
    data,
    error: null,
  } as unknown as SerialisedPageState;
}

describe('page state in the document', () => {
  it('reads back what it embeds, catalogue included', () => {
    const state = stateWith({ product: { name: 'Runner </script>', price: 129.99 } });
    expect(readPageState(serialisePageState(state))).toEqual(state);
  });

  it('never lets a value close its script element, in the catalogue or the data', () => {
    const text = serialisePageState(stateWith({ note: '</script><img src=x>' }));
    expect(text).not.toContain('<');
  });

  it('embeds the same catalogue text on every page of a site', () => {
    const first = serialisePageState(stateWith({ n: 1 }));
    const second = serialisePageState(stateWith({ n: 2 }));
    expect(readPageState(second).root.messages).toEqual(messages);
    expect(first.slice(0, first.indexOf('"state"'))).toBe(second.slice(0, second.indexOf('"state"')));
  });

  it('encodes to the UTF-8 bytes of the same text, the catalogue included', () => {
    const state = stateWith({ name: 'Chaussure légère ✓ </script>' });
    expect(new TextDecoder().decode(encodePageState(state))).toBe(serialisePageState(state));
    expect(new TextDecoder().decode(encodePageState(stateWith({ n: 3 })))).toBe(serialisePageState(stateWith({ n: 3 })));
  });
});
