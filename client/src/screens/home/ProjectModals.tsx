import { PROJECT_ERROR_TEXT, RENAME_INVALID_MESSAGE, type Project } from '@fixwise/shared';
import { useState } from 'react';
import { Modal } from '../../components/Modal';
import { ErrorBanner } from '../../components/form/ErrorBanner';

function CancelButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="button button-secondary" onClick={onClick}>
      Cancel
    </button>
  );
}

/** New Project Name (spec §2): Enter submits; Start is disabled while empty or busy. */
export function NewProjectModal({
  busy,
  error,
  onCancel,
  onStart,
}: {
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onStart: (title: string) => void;
}) {
  const [name, setName] = useState('');
  const ready = name.trim() !== '' && !busy;
  return (
    <Modal
      title="New Project Name"
      onClose={onCancel}
      actions={
        <>
          <CancelButton onClick={onCancel} />
          <button type="submit" form="new-project" className="button button-primary" disabled={!ready}>
            {busy ? 'Starting…' : 'Start'}
          </button>
        </>
      }
    >
      <form
        id="new-project"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) onStart(name.trim());
        }}
      >
        <ErrorBanner message={error} />
        <input
          className="field-input"
          aria-label="Project name"
          placeholder="Enter project name"
          value={name}
          maxLength={120}
          data-autofocus
          onChange={(e) => setName(e.target.value)}
        />
      </form>
    </Modal>
  );
}

export function RenameModal({
  project,
  busy,
  error,
  onCancel,
  onRename,
}: {
  project: Project;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onRename: (title: string) => void;
}) {
  const [name, setName] = useState(project.projectTitle);
  const [invalid, setInvalid] = useState(false);
  return (
    <Modal
      title="Rename Project"
      onClose={onCancel}
      actions={
        <>
          <CancelButton onClick={onCancel} />
          <button type="submit" form="rename-project" className="button button-primary" disabled={busy}>
            {busy ? 'Renaming…' : 'Rename'}
          </button>
        </>
      }
    >
      <form
        id="rename-project"
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) return setInvalid(true);
          onRename(name.trim());
        }}
      >
        <label className="modal-label" htmlFor="rename-input">
          Enter a new name for your project:
        </label>
        <ErrorBanner message={error} />
        <input
          id="rename-input"
          className="field-input"
          placeholder="Enter new project name"
          value={name}
          maxLength={120}
          data-autofocus
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            setName(e.target.value);
            setInvalid(false);
          }}
        />
        {invalid ? <p className="field-error">{RENAME_INVALID_MESSAGE}</p> : null}
      </form>
    </Modal>
  );
}

export function CompleteModal({
  project,
  busy,
  failed,
  onCancel,
  onComplete,
}: {
  project: Project;
  busy: boolean;
  failed: boolean;
  onCancel: () => void;
  onComplete: () => void;
}) {
  return (
    <Modal
      title="Complete Project"
      onClose={onCancel}
      actions={
        <>
          <CancelButton onClick={onCancel} />
          <button type="button" className="button button-primary" disabled={busy} onClick={onComplete}>
            {busy ? 'Completing…' : 'Complete Project'}
          </button>
        </>
      }
    >
      <ErrorBanner message={failed ? PROJECT_ERROR_TEXT.complete : null} />
      <p>Are you sure you want to mark this project as complete?</p>
      <p className="modal-project-title">{project.projectTitle}</p>
      <p className="modal-note">This will mark all steps as completed and move the project to completed status</p>
    </Modal>
  );
}

export function DeleteModal({
  project,
  busy,
  failed,
  onCancel,
  onDelete,
}: {
  project: Project;
  busy: boolean;
  failed: boolean;
  onCancel: () => void;
  onDelete: () => void;
}) {
  return (
    <Modal
      title="Delete project?"
      onClose={onCancel}
      actions={
        <>
          <CancelButton onClick={onCancel} />
          <button type="button" className="button button-danger" disabled={busy} onClick={onDelete}>
            {busy ? 'Deleting…' : 'Delete'}
          </button>
        </>
      }
    >
      <ErrorBanner message={failed ? PROJECT_ERROR_TEXT.remove : null} />
      <p className="modal-project-title">{project.projectTitle}</p>
      <p>The project, its conversation and its plan will be removed. This can't be undone.</p>
    </Modal>
  );
}
