import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompiledCatalogue } from '../i18n/messages.js';
import { encodePageState, readPageState, serialisePageState } from './page-state.js';
import type { SerialisedPageState } from './storefront-app.js';

const messages = { 'cart.title': ['Panier'], 'x.close': ['</script><script>alert(1)</script>'] } as unknown as CompiledCatalogue;

function stateWith(data: unknown): SerialisedPageState {
  return {
    root: {
      market: { locale: 'fr-CA' },
      categories: [],
      features: { notifyMe: true, favorites: true, toastDismissMs: 5000, loyaltyMinPoints: 500, loyalty: true, simplifiedEnrollment: false },
      origin: 'https://shop.example',
      messages,
    },
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

  it('law: writes the state as JSON.stringify does, also when its objects are shared with an earlier render', () => {
    const shared = { product: { name: 'Runner </script>', sizes: ['9', '9.5'] } };
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }), (extra) => {
        const data = { ...extra, shared };
        const state = stateWith(data);
        const { messages: _messages, ...root } = state.root;
        const text = serialisePageState(state);
        const expected = JSON.stringify({ ...state, root }).replace(/</g, '\\u003c');
        return text.slice(text.indexOf('"state":') + '"state":'.length, -1) === expected;
      }),
      { numRuns: 100 },
    );
  });
});
