import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { skipToken } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { CHAT_TEXT, type ChatHistory } from '@fixwise/shared';
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
  // the latest messages, and earlier pages when the person asks for them; the last copy of this
  // conversation shows at once (e.g. on a slow connection), and the server's wins
  const history = useInfiniteQuery({
    ...trpc.chat.history.infiniteQueryOptions({ projectId, kind }, { getNextPageParam: (page) => page.olderCursor }),
    placeholderData: () => {
      const saved = readJson<ChatHistory>(messagesKey);
      return saved ? { pages: [{ ...saved, olderCursor: null }], pageParams: [null] } : undefined;
    },
  });
  const latest = history.data?.pages[0];
  // pages run from the latest back; the conversation reads from its start
  const stored = history.data ? [...history.data.pages].reverse().flatMap((page) => page.messages) : [];
  useEffect(() => {
    if (!latest || history.isPlaceholderData) return;
    localStorage.setItem(kind === 'step' ? `step_sessionId_${keySuffix}` : `sessionId_${keySuffix}`, latest.sessionId);
    localStorage.setItem(messagesKey, JSON.stringify(latest));
  }, [latest, history.isPlaceholderData, messagesKey, keySuffix, kind]);
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
  // messages that could not be sent: they stay in the conversation, each with one Retry
  const [unsent, setUnsent] = useState<Array<{ id: string; text: string; files: Attachment[]; retrying: boolean }>>([]);
  const offline = useOffline();

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
    : latest?.messages.findLast((m) => m.role === 'assistant' && m.status === 'streaming');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per reply found in flight, not again when replyId changes
  useEffect(() => {
    if (!inFlight || replyId) return;
    setStreaming('');
    setReplyId(inFlight.id);
    setBusy(true);
  }, [inFlight?.id]);

  const send = async (textOverride?: string, retry?: { id: string; files: Attachment[] }) => {
    const text = (textOverride ?? draft).trim();
    const files = retry ? retry.files : attachments;
    if (!text && files.length === 0) return;
    setBusy(true);
    if (retry) setUnsent((list) => list.map((u) => (u.id === retry.id ? { ...u, retrying: true } : u)));
    // kept in the conversation, not sent: one bubble with Retry, however often it fails
    const keepUnsent = () => {
      if (retry) setUnsent((list) => list.map((u) => (u.id === retry.id ? { ...u, retrying: false } : u)));
      else {
        setUnsent((list) => [...list, { id: localId(), text, files, retrying: false }]);
        if (!textOverride) setDraft('');
        setAttachments([]);
      }
      setBusy(false);
    };
    // spec §5: step guidance sends only the first image (the sheet holds only one)
    const sending = kind === 'step' ? files.slice(0, 1) : files;
    let imageIds: string[] = [];
    try {
      imageIds = await Promise.all(sending.map((a) => uploadImage(a.file).then((r) => r.id)));
    } catch {
      if (!navigator.onLine) return keepUnsent();
      botNote('Error processing image. Please try again with a smaller file or different image format.');
      setBusy(false);
      return;
    }
    try {
      const sent = await client.chat.send.mutate(
        scope.kind === 'step'
          ? { projectId, kind: 'step', step: scope.step, text, imageIds }
          : { projectId, text, imageIds },
      );
      // kept under the stored message's id, so the history read again (by this tab too) never shows it twice
      const pending: SheetMessage = {
        id: sent.userMessage.id,
        role: 'user',
        text,
        localImageUrls: sending.map((a) => a.url),
      };
      setExtra((list) => [...list, pending]);
      if (retry) setUnsent((list) => list.filter((u) => u.id !== retry.id));
      else {
        if (!textOverride) setDraft('');
        setAttachments([]);
      }
      setStreaming('');
      setReplyId(sent.replyId);
      // look for tools in the intake's photos while the assistant answers
      for (const imageId of kind === 'project' ? imageIds : []) {
        void client.chat.detectTools.mutate({ projectId, imageId }).then(
          (list) => queryClient.setQueryData(trpc.chat.ownedTools.queryKey({ projectId }), list),
          () => undefined,
        );
      }
    } catch (error) {
      // spec §8: the bot says it failed — once, not a bubble per tap
      setExtra((list) =>
        list.at(-1)?.text === failure ? list : [...list, { id: localId(), role: 'assistant', text: failure }],
      );
      // without a connection the message stays in the conversation as not sent, with Retry;
      // otherwise the draft and photos stay for another try
      if (isConnectionError(error)) keepUnsent();
      else {
        if (retry) setUnsent((list) => list.map((u) => (u.id === retry.id ? { ...u, retrying: false } : u)));
        setBusy(false);
      }
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
    setAttachments((list) => [
      ...list,
      ...images.map((file) => ({ file, url: URL.createObjectURL(file), name: file.name })),
    ]);
  };

  const serverMessages: SheetMessage[] = stored
    // a reply still streaming is shown from the live stream, not from the stored row
    .filter((m) => m.status !== 'streaming')
    .map((m) => ({ id: m.id, role: m.role, text: m.status === 'failed' ? failure : m.text, imageIds: m.imageIds }));
  const lastBot = stored.findLast((m) => m.role === 'assistant' && m.status === 'done');

  return {
    history,
    messages: [
      ...serverMessages,
      ...extra.filter((m) => !serverMessages.some((s) => s.id === m.id)),
      ...unsent.map(
        (u): SheetMessage => ({
          id: u.id,
          role: 'user',
          text: u.text,
          localImageUrls: u.files.map((f) => f.url),
          unsent: { retrying: u.retrying, onRetry: () => void send(u.text, { id: u.id, files: u.files }) },
        }),
      ),
    ],
    offline,
    streaming,
    // an earlier reply's quick replies don't answer the one still being written
    suggestions: replyId || inFlight ? [] : (lastBot?.suggestedMessages ?? []),
    currentState: latest?.currentState,
    /** The safety stop in force on the project (both conversations answer in stop mode). */
    safetyStop: latest?.safetyStop ?? null,
    /** Earlier messages the sheet can show on request (a long conversation opens on its latest page). */
    earlier: history.hasNextPage
      ? { loading: history.isFetchingNextPage, onShow: () => void history.fetchNextPage() }
      : null,
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

/** Whether the browser says it has no connection, kept up to date. */
function useOffline(): boolean {
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return offline;
}

/** No answer from the server at all (offline, or the request never arrived), as opposed to an error it sent. */
function isConnectionError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  const data = (error as { data?: unknown } | null)?.data;
  return data === undefined || data === null;
}
