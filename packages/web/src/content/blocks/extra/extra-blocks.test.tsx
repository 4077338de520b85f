import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContentBlock } from '@stride/domain/content';
import { DialogProvider } from '../../../state/dialogs.js';
import { WithPage } from '../../testing.js';
import { hydrationModeOf } from '../../hydration-mode.js';
import { RenderedBlock } from '../render-block.js';
import { recommendationBody, recommendedProducts } from './recommendation-request.js';

const html = (block: ContentBlock, path = '/en-us'): string =>
  renderToString(
    <WithPage path={path}>
      <DialogProvider>
        <RenderedBlock block={block} />
      </DialogProvider>
    </WithPage>,
  );

const event = {
  eventId: 'run-club-weekend-portland-2027',
  startDate: '2027-05-15',
  endDate: '2027-05-16',
  enablePlusOne: true,
  submitCtaLabel: 'Register',
  confirmationTitle: 'You are registered',
  title: 'Join Run Club Weekend',
};

describe('the event sign-up dialog block', () => {
  it('renders the button that opens the dialog on the server, and none of the dialog (its own chunk, loaded on use)', () => {
    const out = html({ type: 'dialog', variant: 'event-signup', triggerText: 'Join the event', title: 'Run Club', eventSignup: event });
    expect(out).toMatch(/<button type="button" class="cta cta--primary[^"]*">Join the event<\/button>/);
    expect(out).toContain('<h2 class="dialog-block__title">Run Club</h2>');
    expect(out).not.toContain('<dialog');
    expect(hydrationModeOf({ type: 'dialog', variant: 'event-signup', triggerText: 'Join', eventSignup: event })).toBe('on-visible');
  });
});

describe('the table block (size charts, foot sizes, comparison)', () => {
  it('writes a caption, column headers and row headers, and a keyboard-reachable scrolling region', () => {
    const out = html({
      type: 'table',
      title: 'Adult shoes',
      caption: 'Shoe sizes',
      columns: ['US men', 'UK', 'EU', 'CM'],
      rows: [{ cells: ['9', '8', '42.5', '27'] }],
      note: '<p>Between sizes? Take the larger one.</p>',
    });
    expect(out).toContain('<h3 class="content-table__title">Adult shoes</h3>');
    expect(out).toContain('<caption>Shoe sizes</caption>');
    expect(out).toContain('<th scope="col">US men</th>');
    expect(out).toContain('<th scope="row">9</th><td>8</td><td>42.5</td><td>27</td>');
    expect(out).toMatch(/tabindex="0" role="region" aria-label="Shoe sizes"/);
    expect(out).toContain('Take the larger one.');
  });
});

describe('recommendation blocks', () => {
  it('render their frame with a loading status on the server (the engine is asked in the browser) and hydrate when visible', () => {
    const carousel = html({ type: 'product-recommendations', title: 'You may also like', variant: 'six-cards', cardsPerStep: 3 });
    expect(carousel).toContain('class="recs recs--six-cards"');
    expect(carousel).toContain('aria-busy="true"');
    expect(carousel).toContain('Loading recommendations');
    expect(html({ type: 'upsell' })).toContain('Bought together');
    expect(hydrationModeOf({ type: 'upsell' })).toBe('on-visible');
  });

  it('asks with the product of a product page, else the cart, and reports the tokens already shown, sliced to the count', () => {
    const pdp = recommendationBody(
      { pathname: '/en-us/p/pace-runner-3-SR0045600', cartLines: [{ productId: 'ST0012100', qty: 1 }] },
      { count: 3, requestId: 'r1' },
    );
    expect(pdp).toEqual({
      channel: 'ECOMM',
      events: [
        { eventType: 'monetate:decision:DecisionRequest', requestId: 'r1' },
        { eventType: 'monetate:context:ProductDetailView', products: [{ productId: 'SR0045600' }] },
      ],
      count: 3,
    });
    const cart = recommendationBody(
      {
        pathname: '/cart',
        cartLines: [
          { productId: 'ST0012100', qty: 2 },
          { productId: 'not-an-id', qty: 1 },
        ],
      },
      { count: 2, requestId: 'r2', customerId: 'C1', shown: ['rt.A.1', 'rt.B.2', 'rt.C.3'] },
    );
    expect(cart.customerId).toBe('C1');
    expect(cart.events.slice(1)).toEqual([
      { eventType: 'monetate:context:Cart', cartLines: [{ pid: 'ST0012100', quantity: 2 }] },
      { eventType: 'monetate:record:RecImpressions', recImpressions: ['rt.A.1', 'rt.B.2'] },
    ]);
    expect(recommendationBody({ pathname: '/en-us', cartLines: [] }, { count: 8, requestId: 'r3' }).events).toHaveLength(1);
  });

  it('reads the products of the first response’s actions, at most the count', () => {
    const item = (id: string) => ({
      id,
      itemGroupId: id,
      recToken: `rt.${id}`,
      title: id,
      link: `/en-us/p/x-${id}`,
      imageLink: null,
      productType: 'footwear',
      category: '4100',
      currency: 'USD',
      price: 120,
      salePrice: null,
      reason: 'same-category' as const,
    });
    const answer = {
      meta: { code: 200 as const, monetateId: null },
      data: {
        responses: [
          {
            requestId: 'r',
            actions: [{ actionId: 'a', actionType: 'monetate:action:OmniChannelRecommendation' as const, component: 'c', items: ['A', 'B', 'C'].map(item) }],
          },
          {
            requestId: 's',
            actions: [{ actionId: 'b', actionType: 'monetate:action:OmniChannelRecommendation' as const, component: 'c', items: [item('Z')] }],
          },
        ],
      },
    };
    expect(recommendedProducts(answer, 2).map((product) => product.id)).toEqual(['A', 'B']);
  });
});
