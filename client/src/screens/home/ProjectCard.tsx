import { canCompleteProject, lastActivityLabel, type Project } from '@fixwise/shared';
import { Menu, type MenuItem } from '../../components/Menu';
import { SafetyStopBanner } from '../../components/SafetyStopBanner';

export type ProjectAction = 'resume' | 'complete' | 'rename' | 'delete';

/** Spec §2 project card: thumbnail, title, last activity, percent, and its options menu. */
export function ProjectCard({
  project,
  completing,
  onOpen,
  onAction,
}: {
  project: Project;
  completing: boolean;
  onOpen: () => void;
  onAction: (action: ProjectAction) => void;
}) {
  const items: MenuItem[] = [{ label: 'Resume', onSelect: () => onAction('resume') }];
  if (canCompleteProject(project)) {
    items.push({
      label: completing ? 'Completing...' : 'Complete',
      onSelect: () => onAction('complete'),
      disabled: completing,
    });
  }
  items.push(
    { label: 'Rename', onSelect: () => onAction('rename') },
    { label: 'Delete', onSelect: () => onAction('delete'), danger: true },
  );

  return (
    <li className="project-card">
      <button type="button" className="project-open" onClick={onOpen} aria-label={`Open ${project.projectTitle}`}>
        <span className="project-thumb" aria-hidden="true">
          {project.projectImages[0] ? <img src={project.projectImages[0]} alt="" /> : <ToolboxIcon />}
        </span>
        <span className="project-text">
          <span className="project-title">{project.projectTitle}</span>
          {project.safetyStop ? <SafetyStopBanner stop={project.safetyStop} variant="line" /> : null}
          <span className="project-meta">{lastActivityLabel(project.lastActivity)}</span>
          <span className="project-progress">
            <span className="project-bar" aria-hidden="true">
              <span style={{ width: `${project.percentComplete}%` }} />
            </span>
            <span className="project-percent">{project.percentComplete}% completed</span>
          </span>
        </span>
      </button>
      <Menu label={`Options for ${project.projectTitle}`} icon={<DotsIcon />} items={items} />
    </li>
  );
}

function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
      <circle cx="12" cy="5" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="12" cy="19" r="2" />
    </svg>
  );
}

function ToolboxIcon() {
  return (
    <svg viewBox="0 0 48 48" width="34" height="34" aria-hidden="true">
      <rect x="6" y="18" width="36" height="22" rx="4" fill="#0f766e" />
      <rect x="6" y="18" width="36" height="7" rx="3" fill="#115e59" />
      <path d="M18 18v-5a3 3 0 0 1 3-3h6a3 3 0 0 1 3 3v5" fill="none" stroke="#115e59" strokeWidth="3" />
      <rect x="21" y="23" width="6" height="5" rx="1.5" fill="#fbbf24" />
    </svg>
  );
}
