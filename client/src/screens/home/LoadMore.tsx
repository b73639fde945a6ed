import { useEffect, useRef } from 'react';
import { Skeleton } from '../../components/Skeleton';

/** How far below the screen the next page starts loading, so it is usually there before it is seen. */
const AHEAD = '0px 0px 600px 0px';

/**
 * The end of a list that has more: placeholder rows where the next projects will be (so nothing moves
 * when they arrive), and the next page asked for as they come near the screen. A failed page says so,
 * with Retry.
 */
export function LoadMore({
  loading,
  failed,
  onLoad,
}: {
  /** A page is on its way (or may not be asked for now). */
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const ready = !loading && !failed;
  useEffect(() => {
    const node = sentinel.current;
    if (!ready || !node) return;
    // a new observer reports at once whether the end is near, so a short page is followed by the next
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoad(), {
      rootMargin: AHEAD,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ready, onLoad]);

  return (
    <div ref={sentinel} className="home-more">
      {failed ? (
        <div className="home-more-failed" role="alert">
          <p>Could not load more projects.</p>
          <button type="button" className="button button-secondary" onClick={onLoad}>
            Retry
          </button>
        </div>
      ) : (
        <Skeleton rows={2} label="Loading more projects" />
      )}
    </div>
  );
}
