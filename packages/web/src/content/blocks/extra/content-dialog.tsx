import type { ReactElement } from 'react';
import type { DialogBlock } from '@stride/domain/content';
import { Dialog } from '../../../ui/dialog.js';
import { RichText } from '../content-links.js';

/** The default dialog block's panel: its title (the button's text when it has none) and its rich text. */
export function ContentDialog({ id, block }: { readonly id: string; readonly block: DialogBlock }): ReactElement {
  return (
    <Dialog id={id} title={block.title ?? block.triggerText}>
      {block.richText ? <RichText html={block.richText} /> : null}
    </Dialog>
  );
}
