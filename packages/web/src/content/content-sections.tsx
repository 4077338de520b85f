import { memo, useEffect, useMemo, useRef, useState, type ComponentType, type ReactElement } from 'react';
import type { CmsPage, ContentBlock, ContentHydrationMode } from '@stride/domain/content';
import { hydrationModeOf } from './hydration-mode.js';
import { watchNearViewport } from './near-viewport.js';
import { ContentRenderContextValue, DEFAULT_RENDER_CONTEXT } from './blocks/block-context.js';
import { NO_BLOCK_EXTRAS, type ContentBlockExtras } from './block-extras.types.js';
import type { ContentProductCards } from './product-cards.js';

type BlockComponent = ComponentType<{ readonly block: ContentBlock; readonly eager?: boolean }>;

/** The renderers, once loaded in the browser (they are a chunk of their own, never in a page's first load). */
let loadedRenderer: BlockComponent | null = null;
/** True once the page the server rendered has hydrated: blocks mounted later are client renders (a navigation). */
let hydrationDone = false;

/** The server's render gives the renderers at start (render-page.tsx): the browser's build never imports them statically. */
export function provideBlockRenderer(component: BlockComponent): void {
  loadedRenderer = component;
}

/** Loads the block renderers' chunk; a page's `load` awaits it in the browser so a navigation renders at once. */
export async function loadBlockRenderer(): Promise<BlockComponent> {
  // Only ever called in the browser after hydration (an effect, a navigation's load), also when the first page had
  // no content sections to say so: a page reached later renders its blocks at once.
  hydrationDone = true;
  if (loadedRenderer === null) loadedRenderer = (await import('./blocks/render-block.js')).RenderedBlock;
  return loadedRenderer;
}

const KEEP_SERVER_HTML = { __html: '' };

/** Resolves when a block in this mode should come alive: at once, when the browser idles, or when it nears the viewport. */
function whenDue(mode: ContentHydrationMode, element: HTMLElement, done: () => void): () => void {
  if (mode === 'eager') {
    done();
    return () => {};
  }
  if (mode === 'on-idle') {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const handle = idle(done);
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  }
  const stop = watchNearViewport(element, (near) => {
    if (!near) return;
    stop();
    done();
  });
  return stop;
}

/**
 * One block's slot. On the server: the block's HTML. In the browser, on the page the server rendered: that HTML is
 * kept as it is (no JavaScript for a server-only block); an interactive block loads its renderer when its hydration
 * mode says (eager, on-idle, on-visible) and then renders over the same markup. After a navigation the renderer is
 * already loaded (the page's load awaited it) and renders at once.
 */
const BlockSlot = memo(function BlockSlot({ block, eager }: { readonly block: ContentBlock; readonly eager: boolean }): ReactElement {
  const slot = useRef<HTMLDivElement>(null);
  const [Renderer, setRenderer] = useState<BlockComponent | null>(() => (hydrationDone ? loadedRenderer : null));
  const mode = hydrationModeOf(block);
  useEffect(() => {
    if (Renderer !== null || mode === 'server-only' || slot.current === null) return;
    let live = true;
    const stop = whenDue(mode, slot.current, () => {
      void loadBlockRenderer().then((component) => live && setRenderer(() => component));
    });
    return () => {
      live = false;
      stop();
    };
  }, [Renderer, mode]);
  if (import.meta.env.SSR) {
    const ServerRenderer = loadedRenderer;
    return (
      <div className="cb-slot" data-hydration={mode}>
        {ServerRenderer !== null && <ServerRenderer block={block} eager={eager} />}
      </div>
    );
  }
  if (Renderer === null)
    return <div className="cb-slot" data-hydration={mode} ref={slot} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return (
    <div className="cb-slot" data-hydration={mode} data-hydrated="true" ref={slot}>
      <Renderer block={block} eager={eager} />
    </div>
  );
});

const NO_PRODUCTS: ContentProductCards = {};

/**
 * A CMS page's sections and their blocks, with the products its product tiles show; the first block of the page
 * gets an eager picture (the LCP).
 */
export function ContentSections({
  page,
  products = NO_PRODUCTS,
  extras = NO_BLOCK_EXTRAS,
}: {
  readonly page: Pick<CmsPage, 'sections'>;
  readonly products?: ContentProductCards;
  /** What the page's article grids and photo galleries show. */
  readonly extras?: ContentBlockExtras;
}): ReactElement {
  useEffect(() => {
    hydrationDone = true;
  }, []);
  const context = useMemo(() => ({ ...DEFAULT_RENDER_CONTEXT, products, extras }), [products, extras]);
  return (
    <ContentRenderContextValue.Provider value={context}>
      {page.sections.map((section, sectionIndex) => (
        <div className="content-section" data-section={section.name} key={section.name}>
          {section.items.map((block, index) => (
            <BlockSlot key={index} block={block} eager={sectionIndex === 0 && index === 0} />
          ))}
        </div>
      ))}
    </ContentRenderContextValue.Provider>
  );
}
