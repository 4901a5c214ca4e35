import { lazy, Suspense } from 'react';
import { useBackLayer } from '../../../lib/back-layer';
import { APP_HOST, closePreview, setPreviewIndex, usePreview } from './preview-store';
import { usePreviewMessages } from './messages';
import { previewLoader } from './preview-loader';

// The viewer's gesture code is needed only once someone opens an image: keep it out of the screen chunks.
const ImagePreview = lazy(() => import('../../../ui/ImagePreview').then((m) => ({ default: m.ImagePreview })));

/**
 * Draws the image preview when it is open for this host. The app shell may mount one with the default
 * host; a gallery that mounts its own passes its id to openPreview, so the two never both draw.
 */
export function PreviewHost({ host = APP_HOST }: { host?: string }) {
  const p = usePreview();
  const m = usePreviewMessages();
  const open = p.images !== null && p.host === host;
  // Back closes the preview, not the page. When the screen behind is hidden (kept alive after leaving it),
  // the layer's effect ends too and the preview closes, so coming back never shows a stale preview.
  useBackLayer(open, closePreview);
  if (!open || !p.images) return null;
  return (
    <Suspense fallback={null}>
      <ImagePreview
        // A new gallery (or reopening) starts fresh at its index rather than reusing the last zoom and page.
        key={p.images.join('|')}
        images={p.images}
        startIndex={p.index}
        load={previewLoader}
        onClose={closePreview}
        onIndexChange={setPreviewIndex}
        labels={m}
      />
    </Suspense>
  );
}
