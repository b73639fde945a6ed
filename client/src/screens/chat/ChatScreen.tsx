import { CHAT_TEXT, PROJECT_CHAT_COMPLETE_DELAY_MS, WAIT_REDIRECT_MS, WAIT_TIPS, WAIT_TIP_ROTATION_MS } from '@fixwise/shared';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { MobilePage } from '../../components/MobilePage';
import { ChatSheet } from '../../components/chat/ChatSheet';
import { ErrorBanner } from '../../components/form/ErrorBanner';
import { DetectedTools } from './DetectedTools';
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
  const [tip, setTip] = useState(0);
  const [planning, setPlanning] = useState(false);
  const chat = useProjectChat(projectId, () => {
    // spec §4: on 'complete' the wait screen appears after 5 s
    window.setTimeout(() => {
      setSheetOpen(false);
      setPlanning(true);
    }, PROJECT_CHAT_COMPLETE_DELAY_MS);
  });

  useEffect(() => {
    const rotate = window.setInterval(() => setTip((t) => (t + 1) % WAIT_TIPS.length), WAIT_TIP_ROTATION_MS);
    return () => window.clearInterval(rotate);
  }, []);

  // one status check, then the sheet after 800 ms (the plan screens arrive with the plan feature)
  useEffect(() => {
    if (chat.history.isPending || planning) return;
    const timer = window.setTimeout(() => setSheetOpen(chat.currentState !== 'complete'), WAIT_REDIRECT_MS);
    if (chat.currentState === 'complete') setPlanning(true);
    return () => window.clearTimeout(timer);
  }, [chat.history.isPending, chat.currentState, planning]);

  return (
    <MobilePage className="wait-page">
      <div className="wait-spinner" role="status" aria-label="Working on it" />
      <h1 className="wait-title">{planning ? 'Preparing your plan' : projectName}</h1>
      <p className="wait-tip" aria-live="polite">
        {WAIT_TIPS[tip]}
      </p>
      {planning ? (
        <p className="wait-note">
          Your conversation is saved. The step-by-step plan will appear here.{' '}
          <Link className="link" to="/home">
            Back to my projects
          </Link>
        </p>
      ) : null}
      {chat.history.isError ? <ErrorBanner message={CHAT_TEXT.historyFailure} /> : null}
      {sheetOpen ? (
        <ChatSheet
          messages={chat.messages}
          streaming={chat.streaming}
          suggestions={chat.suggestions}
          draft={chat.draft}
          onDraftChange={chat.setDraft}
          attachments={chat.attachments}
          onAttach={chat.attach}
          onRemoveAttachment={chat.removeAttachment}
          onSend={() => void chat.send()}
          onSuggestion={(text) => void chat.send(text)}
          onClose={() => navigate('/home')}
          busy={chat.busy}
          aboveComposer={<DetectedTools projectId={projectId} />}
          banner={
            chat.notice ? (
              <p className="sheet-image-notice" role="alert">
                {chat.notice}
              </p>
            ) : null
          }
        />
      ) : null}
    </MobilePage>
  );
}
