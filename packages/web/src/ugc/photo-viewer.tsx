import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import { useDialogs } from '../state/dialogs.js';
import type { UgcPhoto } from './ugc-photo.js';

// The dialog is its own chunk, loaded at the first photo opened: the pages that show photos do not pay for it.
const PhotoDialog = lazy(() => import('./photo-dialog.js').then((module) => ({ default: module.PhotoDialog })));

/** What opens the photo dialog, and the dialog to render (null until a photo was first opened). */
export interface PhotoViewer {
  open(photos: readonly UgcPhoto[], index: number): void;
  readonly dialog: ReactElement | null;
}

/**
 * The review user-generated content dialog (commerce section 2, Dialogs) for one set of photos: `scope` tells two
 * sets on one page apart. Once opened it stays mounted, so it slides out when closed and focus goes back.
 * @example const viewer = usePhotoViewer('reviews'); viewer.open(photos, 0);
 */
export function usePhotoViewer(scope: string): PhotoViewer {
  const dialogs = useDialogs();
  const id = `review-ugc-${scope}`;
  const [shown, setShown] = useState<{ readonly photos: readonly UgcPhoto[]; readonly index: number } | null>(null);
  const open = useCallback(
    (photos: readonly UgcPhoto[], index: number) => {
      setShown({ photos, index });
      dialogs.open(id);
    },
    [dialogs, id],
  );
  const dialog =
    shown === null ? null : (
      <Suspense fallback={null}>
        <PhotoDialog id={id} photos={shown.photos} index={shown.index} onIndex={(index) => setShown({ ...shown, index })} />
      </Suspense>
    );
  return { open, dialog };
}
