import type { ContentRepository } from '@stride/domain/content';
import type { Logger } from '../../logging/logger.port.js';
import type { PreviewLinks } from './preview-link.js';

/** What the content routes need. */
export interface ContentDeps {
  readonly repository: ContentRepository;
  readonly previewLinks: PreviewLinks;
  readonly now: () => Date;
  readonly logger: Logger;
}
