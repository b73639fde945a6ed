import type { ProjectStatus } from '@fixwise/shared';

/**
 * The empty list. A search that hides every project of this status says so, with a way to clear it; otherwise spec §2: the
 * illustration, the heading by status and the note, and for a person with no project yet, the way to start one.
 */
export function EmptyProjects({
  status,
  search,
  searchHidesSome,
  hasProjects,
  onClearSearch,
  onStart,
}: {
  status: ProjectStatus;
  search: string;
  /** There are projects with this status, and the search hides all of them. */
  searchHidesSome: boolean;
  hasProjects: boolean;
  onClearSearch: () => void;
  onStart: () => void;
}) {
  if (searchHidesSome && search.trim()) {
    return (
      <div className="empty" role="status">
        <h2 className="empty-title">No project matches “{search.trim()}”</h2>
        <p className="empty-text">Check the spelling, or clear the search to see all your {status} projects.</p>
        <button type="button" className="button button-secondary" onClick={onClearSearch}>
          Clear search
        </button>
      </div>
    );
  }
  return (
    <div className="empty">
      <HouseArt />
      <h2 className="empty-title">{status === 'ongoing' ? 'No Ongoing Project' : 'No Completed Project'}</h2>
      <p className="empty-text">All caught up! Let the assistant know if household issues need fixing.</p>
      {hasProjects ? null : (
        // someone with no project yet gets the way to their first one right here
        <button type="button" className="button button-primary" onClick={onStart}>
          Start a project
        </button>
      )}
    </div>
  );
}

function HouseArt() {
  return (
    <svg className="empty-art" viewBox="0 0 160 120" width="160" height="120" aria-hidden="true">
      <ellipse cx="80" cy="108" rx="58" ry="7" style={{ fill: 'var(--color-track)' }} />
      <path d="M30 56l50-34 50 34v48H30z" fill="#ccfbf1" />
      <path
        d="M22 60l58-40 58 40"
        fill="none"
        stroke="#0f766e"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="68" y="72" width="24" height="32" rx="3" fill="#0f766e" />
      <rect x="42" y="66" width="18" height="16" rx="2" fill="#fff" stroke="#0f766e" strokeWidth="3" />
      <rect x="100" y="66" width="18" height="16" rx="2" fill="#fff" stroke="#0f766e" strokeWidth="3" />
      <circle cx="124" cy="28" r="12" fill="#fbbf24" />
      <path
        d="M118 28l4 4 8-8"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
