import { CHAT_TEXT, DRAG_CLOSE_THRESHOLD_PX } from '@fixwise/shared';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../useDialogFocus';
import { BotMessage } from './BotMessage';
import { ChatImage } from './ChatImage';
import { useSpeechInput } from './useSpeechInput';
import './chat.css';
import { CloseIcon, Icon } from '../Icon';

export interface SheetMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  imageIds?: string[];
  localImageUrls?: string[];
  /** A message that could not be sent (no connection): it stays here, with one way to send it again. */
  unsent?: { onRetry: () => void; retrying: boolean };
}

export interface ChatSheetProps {
  subtitle?: string;
  messages: SheetMessage[];
  /** The reply streaming in right now ('' while the assistant is thinking), or null. */
  streaming: string | null;
  suggestions: readonly string[];
  draft: string;
  onDraftChange: (text: string) => void;
  attachments: Array<{ url: string; name: string }>;
  onAttach: (files: File[]) => void;
  onRemoveAttachment: (index: number) => void;
  onSend: () => void;
  onSuggestion: (text: string) => void;
  onClose: () => void;
  busy: boolean;
  banner?: ReactNode;
  /** Shown above the composer, e.g. the tools detected in photos. */
  aboveComposer?: ReactNode;
  /** The browser has no connection. */
  offline?: boolean;
  /** A long conversation opens on its latest messages; this shows the ones before them. */
  earlier?: { loading: boolean; onShow: () => void } | null;
}

/**
 * The assistant's bottom sheet (spec §2): a dialog with a drag handle (drag down past 120 px or
 * press Escape to close), the conversation, quick replies, photo attach, voice input and send.
 */
export function ChatSheet(props: ChatSheetProps) {
  const sheet = useRef<HTMLDivElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [drag, setDrag] = useState<{ startY: number; dy: number } | null>(null);
  const [closing, setClosing] = useState(false);
  const close = () => {
    setClosing(true);
    window.setTimeout(props.onClose, 200);
  };
  useDialogFocus(sheet, close);
  const speech = useSpeechInput((text) => props.onDraftChange(props.draft ? `${props.draft} ${text}` : text));
  const canSend = (props.draft.trim() !== '' || props.attachments.length > 0) && !props.busy;

  // keep the newest text in view as it streams in (earlier messages shown above leave the view where it is)
  const newest = props.messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the newest message and the streamed text are what should scroll it
  useEffect(() => {
    const node = log.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [newest, props.streaming]);

  const onPointerDown = (e: PointerEvent) => {
    (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
    setDrag({ startY: e.clientY, dy: 0 });
  };
  const onPointerMove = (e: PointerEvent) => drag && setDrag({ ...drag, dy: Math.max(0, e.clientY - drag.startY) });
  const onPointerUp = () => {
    if (drag && drag.dy > DRAG_CLOSE_THRESHOLD_PX) close();
    setDrag(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      if (canSend) props.onSend();
    }
  };

  return createPortal(
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a tap outside closes, for pointers; keyboards close with Escape or the close button */}
      <div className="sheet-backdrop" onClick={close} />
      <div
        ref={sheet}
        className={`sheet${drag ? ' is-dragging' : ''}${closing ? ' is-closing' : ''}`}
        style={drag ? ({ '--drag': `${drag.dy}px` } as React.CSSProperties) : undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby="chat-sheet-title"
        tabIndex={-1}
      >
        <div
          className="sheet-handle-area"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          data-testid="sheet-handle"
        >
          <div className="sheet-handle" aria-hidden="true" />
        </div>
        <header className="sheet-header">
          <div className="sheet-avatar" aria-hidden="true">
            🛠️
          </div>
          <div className="sheet-titles">
            <h2 id="chat-sheet-title" className="sheet-title">
              {CHAT_TEXT.title}
            </h2>
            <p className="sheet-subtitle">{props.subtitle ?? CHAT_TEXT.subtitle}</p>
          </div>
          <button type="button" className="icon-button" aria-label="Close" onClick={close}>
            <CloseIcon />
          </button>
        </header>
        <p className="sheet-notice">{CHAT_TEXT.accuracy}</p>
        {props.banner}
        {props.offline ? (
          <p className="sheet-offline" role="status">
            You're offline. What you send waits here until you're back online.
          </p>
        ) : null}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the conversation scrolls, so a keyboard must be able to reach it (axe: scrollable-region-focusable) */}
        <div className="chat-log" ref={log} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
          {props.earlier ? (
            <button
              type="button"
              className="button-link chat-earlier"
              onClick={props.earlier.onShow}
              disabled={props.earlier.loading}
            >
              {props.earlier.loading ? 'Loading earlier messages…' : 'Show earlier messages'}
            </button>
          ) : null}
          {props.messages.map((m) => (
            <div
              key={m.id}
              className={`chat-row ${m.role === 'user' ? 'from-user' : 'from-bot'}${m.unsent ? ' is-unsent' : ''}`}
            >
              <div className="bubble">
                {m.imageIds?.length || m.localImageUrls?.length ? (
                  <div className="bubble-images">
                    {m.imageIds?.map((id) => (
                      <ChatImage key={id} imageId={id} />
                    ))}
                    {m.localImageUrls?.map((url) => (
                      <ChatImage key={url} localUrl={url} />
                    ))}
                  </div>
                ) : null}
                {m.role === 'user' ? m.text : <BotMessage text={m.text} />}
              </div>
              {m.unsent ? (
                <div className="unsent">
                  <span>Not sent</span>
                  <button type="button" className="button-link" onClick={m.unsent.onRetry} disabled={m.unsent.retrying}>
                    {m.unsent.retrying ? 'Sending…' : 'Retry'}
                  </button>
                </div>
              ) : null}
            </div>
          ))}
          {props.streaming !== null ? (
            <div className="chat-row from-bot is-streaming" aria-busy="true">
              <div className="bubble">
                {props.streaming === '' ? (
                  <span className="thinking" role="status">
                    {CHAT_TEXT.thinking}
                    <span className="thinking-dots" aria-hidden="true">
                      <span />
                      <span />
                      <span />
                    </span>
                  </span>
                ) : (
                  <BotMessage text={props.streaming} />
                )}
              </div>
            </div>
          ) : null}
        </div>
        {props.suggestions.length && props.streaming === null ? (
          <div className="suggestions" role="group" aria-label="Suggested replies">
            {props.suggestions.map((s) => (
              <button
                key={s}
                type="button"
                className="suggestion"
                onClick={() => props.onSuggestion(s)}
                disabled={props.busy}
              >
                {s}
              </button>
            ))}
          </div>
        ) : null}
        {props.aboveComposer}
        {speech.problem ? (
          <p className="voice-problem" role="alert">
            {speech.problem}
          </p>
        ) : null}
        {props.attachments.length ? (
          <div className="attachments">
            {props.attachments.map((a, i) => (
              <div key={a.url} className="attachment">
                <img src={a.url} alt={a.name} />
                <button type="button" aria-label={`Remove ${a.name}`} onClick={() => props.onRemoveAttachment(i)}>
                  ✕
                </button>
              </div>
            ))}
          </div>
        ) : null}
        <div className="composer">
          <input
            ref={fileInput}
            type="file"
            hidden
            multiple
            accept=".jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp"
            onChange={(e) => {
              props.onAttach([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
            data-testid="attach-input"
          />
          <button
            type="button"
            className="composer-button"
            aria-label="Attach image"
            onClick={() => fileInput.current?.click()}
          >
            <Icon strokeWidth={2}>
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="8.5" cy="10" r="1.5" />
              <path d="M21 16l-5-5-9 8" />
            </Icon>
          </button>
          <textarea
            aria-label="Message"
            placeholder={CHAT_TEXT.placeholder}
            value={props.draft}
            rows={1}
            onChange={(e) => props.onDraftChange(e.target.value)}
            onKeyDown={onKeyDown}
          />
          {props.draft.trim() || props.attachments.length ? (
            <button
              type="button"
              className="composer-button is-primary"
              aria-label="Send message"
              disabled={!canSend}
              onClick={props.onSend}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
                <path d="M3 20.5l18-8.5L3 3.5l2.5 7L15 12l-9.5 1.5z" />
              </svg>
            </button>
          ) : (
            <button
              type="button"
              className={`composer-button${speech.listening ? ' is-listening' : ''}`}
              aria-label="Voice input"
              aria-pressed={speech.listening}
              onClick={speech.toggle}
            >
              <Icon strokeWidth={2}>
                <rect x="9" y="3" width="6" height="11" rx="3" />
                <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
              </Icon>
            </button>
          )}
        </div>
      </div>
    </>,
    document.body,
  );
}
