import { useState } from 'react';
import { useOwnImage } from '../../app/useOwnImage';

/** A thumbnail that opens full size in a new tab and hides itself when it can't load (spec §2). */
export function ChatImage({ imageId, localUrl }: { imageId?: string; localUrl?: string }) {
  const stored = useOwnImage(localUrl ? null : imageId);
  const [broken, setBroken] = useState(false);
  const url = localUrl ?? stored.url;

  if (broken || stored.failed || !url) return null;
  return (
    <button type="button" aria-label="Open photo in a new tab" onClick={() => window.open(url, '_blank', 'noopener')}>
      <img src={url} alt="Attached" onError={() => setBroken(true)} />
    </button>
  );
}
