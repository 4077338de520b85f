import type { ReactElement } from 'react';
import type { CmsPage } from '@stride/domain/content';
import { ContentSections } from './content-sections.js';
import type { PageEspot } from './page-content.js';
import './content.css';

/** An espot's inherited sections where a page places them; nothing when the espot has none on this path. */
export function EspotSections({ espot, sections }: { readonly espot: PageEspot; readonly sections: CmsPage['sections'] }): ReactElement | null {
  if (sections.length === 0) return null;
  return (
    <div className="espot" data-espot={espot}>
      <ContentSections page={{ sections }} />
    </div>
  );
}

/** A category's landing content above its product grid. */
export function CategoryLanding({ page }: { readonly page: Pick<CmsPage, 'sections'> }): ReactElement {
  return (
    <div className="category-landing">
      <ContentSections page={page} />
    </div>
  );
}
