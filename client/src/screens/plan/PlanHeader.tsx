import { useNavigate } from 'react-router';
import './plan.css';
import { CloseIcon } from '../../components/Icon';

/** The top bar of the plan screens: Close goes home (spec §2). */
export function PlanHeader({ title, onClose }: { title: string; onClose?: () => void }) {
  const navigate = useNavigate();
  return (
    <header className="plan-header">
      <button type="button" className="icon-button" aria-label="Close" onClick={onClose ?? (() => navigate('/home'))}>
        <CloseIcon />
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
