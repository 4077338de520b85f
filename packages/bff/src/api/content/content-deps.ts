import type { ContentRepository } from '@stride/domain/content';
import type { UserPhotoRepository } from '@stride/domain/media';
import type { Logger } from '../../logging/logger.port.js';
import type { PreviewLinks } from './preview-link.js';

/** What the content routes need. */
export interface ContentDeps {
  readonly repository: ContentRepository;
  readonly previewLinks: PreviewLinks;
  readonly now: () => Date;
  readonly logger: Logger;
  /** The store's own user-generated media (shoppers' photos); served here until media has a module of its own. */
  readonly userPhotos: UserPhotoRepository;
}
