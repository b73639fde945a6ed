import { useQuery, useQueryClient } from '@tanstack/react-query';
import { skipToken } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { CHAT_TEXT } from '@fixwise/shared';
import { useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS, readJson, readSessionItem } from '../../app/session';
import { HOME_IMAGE_RULES } from '@fixwise/shared';
import { prepareHomeImages } from '../../app/home-images';
import { acceptPlanImages, uploadImage } from '../../app/images';
import { useTRPC, useTRPCClient } from '../../app/trpc';
import type { SheetMessage } from '../../components/chat/ChatSheet';

type Attachment = { file: File; url: string; name: string };
let localSeq = 0;
const localId = () => `local-${++localSeq}`;

/** Which conversation: the intake chat, or step guidance asked from a step (0 tools, -1 overview). */
export type ChatScope = { kind: 'project' } | { kind: 'step'; step: number };

/**
 * A project conversation: history from the server, the person's draft and photos, and the reply
 * streaming in over the WebSocket. Nothing typed is lost when a call fails.
 */
export function useProjectChat(projectId: string, onComplete: () => void, scope: ChatScope = { kind: 'project' }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const userId = readSessionItem(STORAGE_KEYS.userId) ?? 'me';
  const kind = scope.kind;
  const failure = kind === 'step' ? CHAT_TEXT.stepFailure : CHAT_TEXT.projectFailure;
  const keySuffix = `${userId}_${projectId}`;
  const messagesKey = kind === 'step' ? `step_messages_${keySuffix}` : `messages_${keySuffix}`;
  // the last copy of this conversation shows at once (e.g. on a slow connection); the server's wins
  const history = useQuery({
    ...trpc.chat.history.queryOptions({ projectId, kind }),
    placeholderData: () => readJson(messagesKey) ?? undefined,
  });
  useEffect(() => {
    if (!history.data || history.isPlaceholderData) return;
    localStorage.setItem(kind === 'step' ? `step_sessionId_${keySuffix}` : `sessionId_${keySuffix}`, history.data.sessionId);
    localStorage.setItem(messagesKey, JSON.stringify(history.data));
  }, [history.data, history.isPlaceholderData, messagesKey, keySuffix, kind]);
  const [draft, setDraft] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [extra, setExtra] = useState<SheetMessage[]>([]);
  const [replyId, setReplyId] = useState<string | null>(null);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const completed = useRef(false);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeTimer = useRef<number | undefined>(undefined);

  const botNote = (text: string) => setExtra((list) => [...list, { id: localId(), role: 'assistant', text }]);

  const finishReply = async (state?: string) => {
    await history.refetch();
    // tools the person said they own were kept with the project as the reply was made, and a safety
    // stop made or lifted by it shows on the plan pages too
    void queryClient.invalidateQueries({ queryKey: trpc.chat.ownedTools.queryKey({ projectId }) });
    void queryClient.invalidateQueries({ queryKey: trpc.projects.get.queryKey({ projectId }) });
    setExtra((list) => list.filter((m) => m.role === 'assistant'));
    setStreaming(null);
    setReplyId(null);
    setBusy(false);
    if (state === 'complete' && !completed.current) {
      completed.current = true;
      onComplete();
    }
  };

  // the same conversation open in another tab or on another device: read it again when it changes
  // there (a reply still being written then is followed from history, below)
  useSubscription(
    trpc.chat.onConversation.subscriptionOptions(
      { projectId, kind },
      {
        onData: () => void history.refetch(),
        onStarted: () => void history.refetch(),
      },
    ),
  );

  useSubscription(
    trpc.chat.onReply.subscriptionOptions(replyId ? { replyId } : skipToken, {
      onData: ({ data }) => {
        if (data.type === 'delta') setStreaming((text) => (text ?? '') + data.text);
        else if (data.type === 'done') void finishReply(data.current_state);
        else {
          botNote(failure);
          void finishReply();
        }
      },
      onError: () => {
        botNote(failure);
        setStreaming(null);
        setReplyId(null);
        setBusy(false);
      },
    }),
  );

  // a reply still being written when the page (re)opened — a reload mid-stream, another tab, another
  // device — is followed from where it is: the subscription sends the text so far, then the rest
  const inFlight = history.isPlaceholderData
    ? undefined
    : history.data?.messages.findLast((m) => m.role === 'assistant' && m.status === 'streaming');
  useEffect(() => {
    if (!inFlight || replyId) return;
    setStreaming('');
    setReplyId(inFlight.id);
    setBusy(true);
  }, [inFlight?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const send = async (textOverride?: string) => {
    const text = (textOverride ?? draft).trim();
    if (!text && attachments.length === 0) return;
    setBusy(true);
    // spec §5: step guidance sends only the first image (the sheet holds only one)
    const sending = kind === 'step' ? attachments.slice(0, 1) : attachments;
    let imageIds: string[] = [];
    try {
      imageIds = await Promise.all(sending.map((a) => uploadImage(a.file).then((r) => r.id)));
    } catch {
      botNote('Error processing image. Please try again with a smaller file or different image format.');
      setBusy(false);
      return;
    }
    try {
      const sent = await client.chat.send.mutate(
        scope.kind === 'step' ? { projectId, kind: 'step', step: scope.step, text, imageIds } : { projectId, text, imageIds },
      );
      // kept under the stored message's id, so the history read again (by this tab too) never shows it twice
      const pending: SheetMessage = { id: sent.userMessage.id, role: 'user', text, localImageUrls: sending.map((a) => a.url) };
      setExtra((list) => [...list, pending]);
      if (!textOverride) setDraft('');
      setAttachments([]);
      setStreaming('');
      setReplyId(sent.replyId);
      // look for tools in the intake's photos while the assistant answers
      for (const imageId of kind === 'project' ? imageIds : []) {
        void client.chat.detectTools.mutate({ projectId, imageId }).then(
          (list) => queryClient.setQueryData(trpc.chat.ownedTools.queryKey({ projectId }), list),
          () => undefined,
        );
      }
    } catch {
      // spec §8: the bot says it failed; the draft and photos stay for another try
      botNote(failure);
      setBusy(false);
    }
  };

  /** Spec §5/§8 home-chat images: compressed when large; problems show for 5 s, then clear. */
  const attach = async (files: File[]) => {
    if (kind === 'step') {
      // spec §5 plan-chat rule: images only, at most 5 MB each; the bot says what was skipped
      const { accepted, skipped } = acceptPlanImages(files);
      if (skipped) botNote(CHAT_TEXT.skippedFiles);
      // only the first image is sent, so the sheet holds one: a new pick replaces it
      const first = accepted[0];
      if (first) setAttachments([{ file: first, url: URL.createObjectURL(first), name: first.name }]);
      return;
    }
    const { images, message } = await prepareHomeImages(files);
    if (message) {
      setNotice(message);
      window.clearTimeout(noticeTimer.current);
      noticeTimer.current = window.setTimeout(() => setNotice(null), HOME_IMAGE_RULES.messageClearMs);
    }
    setAttachments((list) => [...list, ...images.map((file) => ({ file, url: URL.createObjectURL(file), name: file.name }))]);
  };

  const serverMessages: SheetMessage[] = (history.data?.messages ?? [])
    // a reply still streaming is shown from the live stream, not from the stored row
    .filter((m) => m.status !== 'streaming')
    .map((m) => ({ id: m.id, role: m.role, text: m.status === 'failed' ? failure : m.text, imageIds: m.imageIds }));
  const lastBot = [...(history.data?.messages ?? [])].reverse().find((m) => m.role === 'assistant' && m.status === 'done');

  return {
    history,
    messages: [...serverMessages, ...extra.filter((m) => !serverMessages.some((s) => s.id === m.id))],
    streaming,
    // an earlier reply's quick replies don't answer the one still being written
    suggestions: replyId || inFlight ? [] : (lastBot?.suggestedMessages ?? []),
    currentState: history.data?.currentState,
    /** The safety stop in force on the project (both conversations answer in stop mode). */
    safetyStop: history.data?.safetyStop ?? null,
    draft,
    setDraft,
    attachments,
    attach: (files: File[]) => void attach(files),
    notice,
    removeAttachment: (i: number) => setAttachments((list) => list.filter((_, j) => j !== i)),
    send,
    busy,
  };
}
