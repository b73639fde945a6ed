import {
  GENERATION_BLOCKED_TEXT,
  PROJECT_CHAT_COMPLETE_DELAY_MS,
  WAIT_REDIRECT_MS,
  WAIT_TIP_ROTATION_MS,
} from '@fixwise/shared';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { MobilePage } from '../../components/MobilePage';
import { GenerationBlocked, GenerationFailed, WaitTips } from './WaitParts';
import { ProjectChatSheet } from './ProjectChatSheet';
import { useGeneration } from './useGeneration';
import { useProjectChat } from './useProjectChat';
import './wait.css';

interface ChatState {
  projectId?: string;
  projectName?: string;
  userId?: string;
  userName?: string;
}

/** /chat (spec §2): the generation wait screen, with the assistant sheet over it. */
export function ChatScreen() {
  const state = (useLocation().state ?? {}) as ChatState;
  if (!state.projectId) return <Navigate to="/" replace />;
  return <ChatWithProject projectId={state.projectId} projectName={state.projectName ?? 'Your project'} />;
}

function ChatWithProject({ projectId, projectName }: { projectId: string; projectName: string }) {
  const navigate = useNavigate();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [planning, setPlanning] = useState(false);
  const [arrived, setArrived] = useState(false);
  const chat = useProjectChat(projectId, () => {
    // spec §4: on 'complete' the wait screen appears after 5 s
    window.setTimeout(() => {
      setSheetOpen(false);
      setPlanning(true);
    }, PROJECT_CHAT_COMPLETE_DELAY_MS);
  });
  const generation = useGeneration(projectId, planning, () =>
    navigate(`/projects/${projectId}/overview`, { replace: true }),
  );

  // spec §2: one status check on arrival; after 800 ms the overview if the plan is ready, else the sheet.
  // Once arrived, this never runs again: a conversation that turns 'complete' while the person reads the
  // last reply goes to the wait screen 5 s later (above), not 800 ms later from here
  useEffect(() => {
    if (arrived || chat.history.isPending || generation.initial === undefined || planning) return;
    const timer = window.setTimeout(() => {
      setArrived(true);
      if (generation.initial === 'done') navigate(`/projects/${projectId}/overview`, { replace: true });
      // a project stopped for safety shows why first (below), with the way back to the chat
      else if (chat.safetyStop) return;
      else if (chat.currentState === 'complete') setPlanning(true);
      else setSheetOpen(true);
    }, WAIT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [
    arrived,
    chat.history.isPending,
    chat.currentState,
    chat.safetyStop,
    generation.initial,
    planning,
    navigate,
    projectId,
  ]);

  const blocked = planning
    ? generation.blocked
    : arrived && !sheetOpen && chat.safetyStop
      ? GENERATION_BLOCKED_TEXT.safetyStop(chat.safetyStop)
      : null;

  if (blocked) {
    return (
      <MobilePage className="wait-page">
        <GenerationBlocked detail={blocked}>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setPlanning(false);
              setSheetOpen(true);
            }}
          >
            Back to the chat
          </button>
          <Link className="link" to="/home">
            Back to my projects
          </Link>
        </GenerationBlocked>
      </MobilePage>
    );
  }

  return (
    <MobilePage className="wait-page">
      <WaitTips everyMs={WAIT_TIP_ROTATION_MS}>
        <h1 className="wait-title">{planning ? 'Preparing your plan' : projectName}</h1>
      </WaitTips>
      {planning && generation.failed ? (
        <GenerationFailed reason={generation.failed} onRetry={generation.retry}>
          <Link className="link" to="/home">
            Back to my projects
          </Link>
        </GenerationFailed>
      ) : null}
      {sheetOpen ? <ProjectChatSheet chat={chat} projectId={projectId} onClose={() => navigate('/home')} /> : null}
    </MobilePage>
  );
}
