import { splitBotMessage, type BotBlockKind } from '@fixwise/shared';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import './chat.css';

/** Links open in a new tab and never get access to this window. */
const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
};

/** Only ordinary links: no javascript:, data: or other schemes. */
function safeUrl(url: string): string {
  return /^(https?:|mailto:)/i.test(url) ? url : '';
}

const LABELS: Partial<Record<BotBlockKind, string>> = {
  time: 'Time',
  tools: 'Tools',
  warning: 'Warning',
  instructions: 'Instructions',
  tip: 'Tip',
};

/**
 * A bot message laid out by spec §2 — blocks, long prose split into paragraphs, step headers and
 * coloured marker lines — rendered from markdown with raw HTML never rendered.
 */
export function BotMessage({ text }: { text: string }) {
  return (
    <div className="bot-message">
      {splitBotMessage(text).map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text in order; a streaming reply only adds to the end
        <div key={i} className={`bot-block bot-${block.kind}`} data-kind={block.kind}>
          {LABELS[block.kind] ? <span className="visually-hidden">{LABELS[block.kind]}: </span> : null}
          <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={safeUrl} components={components}>
            {block.text}
          </ReactMarkdown>
        </div>
      ))}
    </div>
  );
}
