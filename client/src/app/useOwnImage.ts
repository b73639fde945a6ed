import { useEffect, useState } from 'react';
import { fetchImageUrl } from './images';

/**
 * One of the person's stored images, fetched with their token (images are served to their owner
 * only) and shown through a blob URL that is released when no longer needed.
 */
export function useOwnImage(imageId: string | null | undefined): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!imageId) return;
    let live = true;
    let created: string | null = null;
    fetchImageUrl(imageId).then(
      (url) => {
        created = url;
        if (live) setState({ url, failed: false });
        else URL.revokeObjectURL(url);
      },
      () => live && setState({ url: null, failed: true }),
    );
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [imageId]);
  return imageId ? state : { url: null, failed: false };
}
