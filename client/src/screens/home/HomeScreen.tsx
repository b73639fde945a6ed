import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PROJECT_ERROR_TEXT,
  SKELETON_ROWS,
  type Project,
  type ProjectChange,
  type ProjectStatus,
} from '@fixwise/shared';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorDetail } from '../../app/errors';
import { useTRPC } from '../../app/trpc';
import { MobilePage } from '../../components/MobilePage';
import { Menu } from '../../components/Menu';
import { Skeleton } from '../../components/Skeleton';
import { ErrorBanner } from '../../components/form/ErrorBanner';
import { EmptyProjects } from './EmptyProjects';
import { ProjectCard, type ProjectAction } from './ProjectCard';
import { CompleteModal, DeleteModal, NewProjectModal, RenameModal } from './ProjectModals';
import { SideDrawer } from './SideDrawer';
import { useGreeting } from './useGreeting';
import { useProjectsLiveSync } from './useProjectsLiveSync';
import { useProjectList } from './useProjectList';
import { applyProjectChangeToCache } from './projectCache';
import { LoadMore } from './LoadMore';
import './home.css';
import { Icon } from '../../components/Icon';

type Dialog = { kind: 'new' } | { kind: 'rename' | 'complete' | 'delete'; project: Project } | null;

export function HomeScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { greeting, displayName, email, userId } = useGreeting();
  const [status, setStatus] = useState<ProjectStatus>('ongoing');
  const [search, setSearch] = useState('');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const listKey = trpc.projects.list.pathKey();
  const { list: projects, visible, pending, searchHidesSome, hasProjects } = useProjectList(status, search);
  const location = useLocation();
  // "Start New Project" on the Project Completed screen lands here with the dialog open
  useEffect(() => {
    if ((location.state as { newProject?: boolean } | null)?.newProject) {
      setDialog({ kind: 'new' });
      navigate('/home', { replace: true, state: null });
    }
  }, [location.state, navigate]);
  useProjectsLiveSync();

  const applyChange = (change: ProjectChange) => applyProjectChangeToCache(queryClient, listKey, change);
  const close = () => {
    setDialog(null);
    setActionError(null);
  };

  const create = useMutation(trpc.projects.create.mutationOptions());
  const rename = useMutation(trpc.projects.rename.mutationOptions());
  const remove = useMutation(trpc.projects.remove.mutationOptions());
  const complete = useMutation(trpc.projects.complete.mutationOptions());

  const startChat = (project: Project) =>
    navigate('/chat', {
      state: { projectId: project._id, projectName: project.projectTitle, userId, userName: displayName },
    });

  const onAction = (project: Project, action: ProjectAction) => {
    if (action === 'resume') startChat(project);
    else setDialog({ kind: action, project });
  };

  const { fetchNextPage } = projects;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const loadFailed = projects.isError && !projects.data;
  // nothing to show yet: the first page, or a search the server has not answered beyond what is loaded
  const waiting = projects.isPending || (visible.length === 0 && pending);

  return (
    <MobilePage className="home-page">
      <header className="home-header">
        <button type="button" className="icon-button" aria-label="Open menu" onClick={() => setDrawerOpen(true)}>
          <Icon size={24}>
            <path d="M4 7h16M4 12h16M4 17h16" />
          </Icon>
        </button>
        <span className="home-brand">Fixwise</span>
        <span className="home-header-spacer" />
      </header>

      <h1 className="home-greeting">{greeting}</h1>
      <p className="home-sub">What are we fixing today?</p>

      <button type="button" className="start-button" onClick={() => setDialog({ kind: 'new' })}>
        <span className="start-icon" aria-hidden="true">
          +
        </span>
        Need help solving household problem!
      </button>

      <div className="home-controls">
        <div className="segmented" role="group" aria-label="Project status">
          {(['ongoing', 'completed'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={status === value}
              className={status === value ? 'is-active' : ''}
              onClick={() => setStatus(value)}
            >
              {value === 'ongoing' ? 'Ongoing' : 'Completed'}
            </button>
          ))}
        </div>
        <div className="search-row">
          <input
            type="search"
            className="field-input search-input"
            aria-label="Search for projects"
            placeholder="Search for projects"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Menu
            label="Filter projects"
            icon={<FilterIcon />}
            items={[
              { label: 'Clear Search', onSelect: () => setSearch('') },
              { label: 'Show Ongoing Only', onSelect: () => setStatus('ongoing') },
              { label: 'Show Completed Only', onSelect: () => setStatus('completed') },
              {
                label: 'Reset All Filters',
                onSelect: () => {
                  setSearch('');
                  setStatus('ongoing');
                },
              },
            ]}
          />
        </div>
      </div>

      {loadFailed ? (
        <div className="home-load-error">
          <ErrorBanner message={errorDetail(projects.error, 'Could not load your projects.')} />
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void projects.refetch()}
            disabled={projects.isFetching}
          >
            {projects.isFetching ? 'Trying again…' : 'Retry'}
          </button>
        </div>
      ) : null}
      {waiting ? (
        <Skeleton rows={SKELETON_ROWS} label="Loading projects" />
      ) : loadFailed || (visible.length === 0 && projects.hasNextPage) ? null : visible.length === 0 ? (
        <EmptyProjects
          status={status}
          search={search}
          searchHidesSome={searchHidesSome}
          hasProjects={hasProjects}
          onClearSearch={() => setSearch('')}
          onStart={() => setDialog({ kind: 'new' })}
        />
      ) : (
        <ul className="project-list" aria-label="Projects">
          {visible.map((project) => (
            <ProjectCard
              key={project._id}
              project={project}
              completing={complete.isPending && complete.variables?.projectId === project._id}
              onOpen={() => startChat(project)}
              onAction={(action) => onAction(project, action)}
            />
          ))}
        </ul>
      )}
      {projects.hasNextPage && !waiting ? (
        <LoadMore loading={projects.isFetching || pending} failed={projects.isFetchNextPageError} onLoad={loadMore} />
      ) : null}

      {drawerOpen ? (
        <SideDrawer
          displayName={displayName}
          email={email}
          onClose={() => setDrawerOpen(false)}
          onStartProject={() => {
            setDrawerOpen(false);
            setDialog({ kind: 'new' });
          }}
        />
      ) : null}

      {dialog?.kind === 'new' ? (
        <NewProjectModal
          busy={create.isPending}
          error={actionError}
          onCancel={close}
          onStart={(projectTitle) =>
            create.mutate(
              { projectTitle },
              {
                onSuccess: (project) => {
                  applyChange({ type: 'created', project });
                  close();
                  startChat(project);
                },
                onError: (error) =>
                  setActionError(`${PROJECT_ERROR_TEXT.createPrefix}${errorDetail(error, 'please try again.')}`),
              },
            )
          }
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <RenameModal
          project={dialog.project}
          busy={rename.isPending}
          error={actionError}
          onCancel={close}
          onRename={(projectTitle) =>
            rename.mutate(
              { projectId: dialog.project._id, projectTitle },
              {
                onSuccess: (project) => {
                  applyChange({ type: 'updated', project });
                  close();
                },
                onError: () => setActionError(PROJECT_ERROR_TEXT.rename),
              },
            )
          }
        />
      ) : null}
      {dialog?.kind === 'complete' ? (
        <CompleteModal
          project={dialog.project}
          busy={complete.isPending}
          failed={complete.isError}
          onCancel={() => {
            complete.reset();
            close();
          }}
          onComplete={() =>
            complete.mutate(
              { projectId: dialog.project._id },
              {
                onSuccess: () => {
                  close();
                  void queryClient.invalidateQueries({ queryKey: listKey });
                },
              },
            )
          }
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteModal
          project={dialog.project}
          busy={remove.isPending}
          failed={remove.isError}
          onCancel={() => {
            remove.reset();
            close();
          }}
          onDelete={() =>
            remove.mutate(
              { projectId: dialog.project._id },
              {
                onSuccess: () => {
                  applyChange({ type: 'deleted', projectId: dialog.project._id });
                  close();
                },
              },
            )
          }
        />
      ) : null}
    </MobilePage>
  );
}

function FilterIcon() {
  return (
    <Icon>
      <path d="M3 5h18l-7 8v6l-4-2v-4z" />
    </Icon>
  );
}
