// @vitest-environment node
// (the hazard data is read from server/safety with node's file URLs)
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HAZARD_CATEGORIES } from '../../../../server/src/assistant/safety/categories';
import { hazardText } from '../../../../server/src/assistant/safety/data';
import { liftedReply, restated, stopReply } from '../../../../server/src/assistant/safety/texts';
import { BotMessage } from './BotMessage';

/** Every safety text the assistant sends, rendered as the chat renders it: bold and lists, never stray asterisks. */
describe('the safety texts render as markdown', () => {
  it.each(HAZARD_CATEGORIES.map((c) => [c]))('%s: the stop, stop mode and the lift', (category) => {
    const t = hazardText(category);
    for (const text of [stopReply(t), restated(t).join('\n'), liftedReply(t)]) {
      const html = renderToStaticMarkup(<BotMessage text={text} />);
      expect(html.replace(/<[^>]+>/g, '')).not.toContain('*');
      expect(html).toContain('<strong>');
    }
  });
});
