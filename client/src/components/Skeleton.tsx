import './overlay.css';

/** Placeholder rows while the first fetch runs (spec §9: 4 rows). */
export function Skeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div className="skeleton" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows, never reordered
        <div key={i} className="skeleton-row" aria-hidden="true">
          <div className="skeleton-thumb" />
          <div className="skeleton-lines">
            <div className="skeleton-line" />
            <div className="skeleton-line short" />
          </div>
        </div>
      ))}
    </div>
  );
}
