import { describe, expect, it } from 'vitest';
import type { ConverseInput } from '../port';
import { askOn, faucet, words } from './guide-fixture';

const on = (page: number, text: string, over: Partial<ConverseInput> = {}) => askOn(faucet, page, text, over);

describe('step guidance answers "what if …" from the step’s warnings and tips', () => {
  it('answers a seized nut with the step’s own remedy', () => {
    const response = on(3, 'what if the nut is seized?').response;
    expect(response).toMatch(
      /^Here’s what \*\*Step 3: Remove the old faucet\*\* says about that:\n\n- If a nut is rusted solid/,
    );
    expect(response).toContain('- Spray the mounting nuts under the sink with penetrating oil');
  });

  it('answers water that keeps coming out with the step’s warning', () => {
    expect(on(1, 'what if water keeps coming out').response).toContain(
      "- ⚠️ If a valve won't close fully or starts dripping",
    );
  });

  it('answers a drip after testing with the step’s check and tip', () => {
    const response = on(5, 'what if it still drips after?').response;
    expect(response).toContain('- Wipe every connection with a dry paper towel');
    expect(response).toContain('- 💡 Reload the cabinet only after a dry night.');
  });

  it('says honestly it cannot judge what the step does not cover, and gives what the step needs', () => {
    const response = on(3, 'what if the new faucet is a different colour?').response;
    expect(response).toMatch(
      /^I can’t judge that offline\. What \*\*Step 3: Remove the old faucet\*\* needs:\n\n1\. Spray the mounting nuts/,
    );
    expect(response).toMatch(/Tell me in a few words what you see/);
  });

  it('sends a what-if that could be unsafe to a professional', () => {
    expect(on(3, 'what if the light switch starts sparking?').response).toMatch(
      /could be unsafe: stop.*call a professional/,
    );
  });

  it('still answers a lacking tool asked as a what-if', () => {
    expect(on(3, "what if I don't have a basin wrench?").response).toMatch(/^No \*\*Basin wrench\*\*\?/);
  });
});

describe('step guidance answers "is it done / right / tight enough" from the step', () => {
  it('answers "tight enough" with the step’s own tightening instruction', () => {
    const response = on(4, 'how do I know it’s tight enough?').response;
    expect(response).toMatch(
      /^You’re done with \*\*Step 4: Connect the supply lines\*\* when this holds:\n\n- Connect hot \(left\).*hand-tight plus a quarter/,
    );
  });

  it('answers "did it work" with the step’s check and its tip', () => {
    const response = on(5, 'did it work?').response;
    // the step's own check, written to tell done from not done
    expect(response).toContain('- The paper towel stays dry at every connection after an hour.');
    expect(response).toContain('- 💡 Reload the cabinet only after a dry night.');
  });

  it('says it cannot judge offline when the step states no check, and what the step should leave', () => {
    const response = on(2, 'is this right?').response;
    expect(response).toMatch(
      /^I can’t judge that offline, but \*\*Step 2: Disconnect the old faucet\*\* should leave you here:\n\n- Hold each valve body still/,
    );
  });
});

describe('step guidance keeps its other answers', () => {
  it('asks for words when a photo comes without text', () => {
    expect(on(3, '', { message: { text: '', imageCount: 1 } }).response).toMatch(
      /can't look at photos in offline mode.*Step 3: Remove the old faucet/,
    );
  });

  it('still lists the step’s tools for a general tools question, and the step’s time', () => {
    expect(on(2, 'what tools do I need?').response).toContain('- Adjustable wrench (you have this)');
    expect(on(3, 'how long will this take?').response).toContain('about 25 minutes');
  });

  it('keeps every answer short', () => {
    const questions = [
      "I don't have a basin wrench",
      'can I use a hammer instead of the basin wrench?',
      'what if the nut is seized?',
      'what if the faucet falls?',
      'is it done?',
      'will pliers work?',
    ];
    for (const q of questions) expect(words(on(3, q).response), q).toBeLessThanOrEqual(120);
  });
});

describe('step guidance follows what the person reports', () => {
  it('after a step that did not fix it, points to the next step of the plan', () => {
    const response = on(2, 'did all that but the old faucet is still stuck in the sink').response;
    expect(response).toMatch(/^If it's still like that after \*\*Step 2: Disconnect the old faucet\*\*/);
    expect(response).toContain('**Step 3: Remove the old faucet**');
    expect(response).toContain('1. Spray the mounting nuts under the sink with penetrating oil');
  });

  it('answers "how do I know" about the step whose work it names, not only the one on screen', () => {
    const response = on(1, 'how do I know the supply lines are connected right?').response;
    expect(response).toContain('**Step 4: Connect the supply lines**');
  });

  it('reads "it turns with the wrench" as a stuck part, not as a question about the wrench', () => {
    const response = on(2, "the nut won't come off, the whole valve just turns with the wrench").response;
    expect(response).not.toMatch(/^Yes: the \*\*Adjustable wrench\*\*/);
    expect(response).toMatch(/penetrating oil.*second wrench/s);
    expect(response).toContain("don't force it");
  });

  it('quotes how the step uses a tool the person asks about', () => {
    expect(on(3, 'can I use the mini hacksaw?').response).toContain(
      '- If a nut is rusted solid, cut through it with the mini hacksaw.',
    );
  });
});
