import { useEffect, useState } from 'react';
import { fetchImageUrl } from '../../app/images';

/** A thumbnail that opens full size in a new tab and hides itself when it can't load (spec §2). */
export function ChatImage({ imageId, localUrl }: { imageId?: string; localUrl?: string }) {
  const [url, setUrl] = useState<string | null>(localUrl ?? null);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    if (localUrl || !imageId) return;
    let live = true;
    let created: string | null = null;
    fetchImageUrl(imageId).then(
      (u) => {
        created = u;
        if (live) setUrl(u);
      },
      () => live && setBroken(true),
    );
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [imageId, localUrl]);

  if (broken || !url) return null;
  return (
    <button type="button" aria-label="Open photo in a new tab" onClick={() => window.open(url, '_blank', 'noopener')}>
      <img src={url} alt="Attached photo" onError={() => setBroken(true)} />
    </button>
  );
}
