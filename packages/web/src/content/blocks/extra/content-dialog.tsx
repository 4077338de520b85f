import { lazy, Suspense, type ReactElement } from 'react';
import type { DialogBlock } from '@stride/domain/content';
import { Dialog } from '../../../ui/dialog.js';
import { RichText } from '../content-links.js';

const NewsletterForm = lazy(() => import('./newsletter/newsletter-form.js').then((module) => ({ default: module.NewsletterForm })));

/**
 * The dialog block's panel: its title (the button's text when it has none) and its rich text; the newsletter variant's
 * holds the newsletter form instead (its text is beside the button), a chunk of its own.
 */
export function ContentDialog({ id, block }: { readonly id: string; readonly block: DialogBlock }): ReactElement {
  return (
    <Dialog id={id} title={block.title ?? block.triggerText}>
      {block.variant === 'newsletter' ? (
        <Suspense fallback={null}>
          <NewsletterForm />
        </Suspense>
      ) : block.richText ? (
        <RichText html={block.richText} />
      ) : null}
    </Dialog>
  );
}
