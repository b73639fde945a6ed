import { useNavigate } from 'react-router';
import './plan.css';

/** The top bar of the plan screens: Close goes home (spec §2). */
export function PlanHeader({ title, onClose }: { title: string; onClose?: () => void }) {
  const navigate = useNavigate();
  return (
    <header className="plan-header">
      <button type="button" className="icon-button" aria-label="Close" onClick={onClose ?? (() => navigate('/home'))}>
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <h1 className="plan-title">{title}</h1>
      <span className="plan-header-spacer" />
    </header>
  );
}

export function PlanFooter({
  onPrevious,
  next,
}: {
  onPrevious: () => void;
  next: { label: string; onClick: () => void; disabled?: boolean };
}) {
  return (
    <footer className="plan-footer">
      <button type="button" className="button button-secondary" onClick={onPrevious}>
        Previous
      </button>
      <button type="button" className="button button-primary" onClick={next.onClick} disabled={next.disabled}>
        {next.label}
      </button>
    </footer>
  );
}
