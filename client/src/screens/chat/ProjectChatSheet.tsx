import { CHAT_TEXT } from '@fixwise/shared';
import { ChatSheet } from '../../components/chat/ChatSheet';
import { SafetyStopBanner } from '../../components/SafetyStopBanner';
import { DetectedTools } from './DetectedTools';
import type { useProjectChat } from './useProjectChat';

type ProjectChat = ReturnType<typeof useProjectChat>;

/** The project's conversation in the assistant sheet. */
export function ProjectChatSheet({
  chat,
  projectId,
  onClose,
  subtitle,
  showDetectedTools = true,
}: {
  chat: ProjectChat;
  projectId: string;
  onClose: () => void;
  subtitle?: string;
  showDetectedTools?: boolean;
}) {
  return (
    <ChatSheet
      {...(subtitle ? { subtitle } : {})}
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
      onClose={onClose}
      busy={chat.busy}
      offline={chat.offline}
      earlier={chat.earlier}
      aboveComposer={showDetectedTools ? <DetectedTools projectId={projectId} /> : null}
      banner={
        <>
          {chat.safetyStop ? (
            <div className="sheet-safety">
              <SafetyStopBanner stop={chat.safetyStop} variant="short" />
            </div>
          ) : null}
          {chat.history.isError ? (
            <p className="sheet-image-notice" role="alert">
              {CHAT_TEXT.historyFailure}
            </p>
          ) : null}
          {chat.notice ? (
            <p className="sheet-image-notice" role="alert">
              {chat.notice}
            </p>
          ) : null}
        </>
      }
    />
  );
}
