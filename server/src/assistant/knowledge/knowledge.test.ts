import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from './index';
import { InvalidKnowledgeEntry, KNOWLEDGE_DIR, loadKnowledgeBase } from './load';
import { CATEGORIES } from './schema';

function dirWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kb-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}
const sample = readFileSync(path.join(KNOWLEDGE_DIR, 'plumbing', 'toilet-running.yaml'), 'utf8');

describe('the repair knowledge base', () => {
  it('holds entries in every category, with unique ids', () => {
    expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(KNOWLEDGE_BASE.map((e) => e.id)).size).toBe(KNOWLEDGE_BASE.length);
    const categories = new Set(KNOWLEDGE_BASE.map((e) => e.category));
    for (const c of CATEGORIES) expect(categories, c).toContain(c);
  });

  it.each(KNOWLEDGE_BASE.map((e) => [e.id, e] as const))(
    '%s has real content: phrases, questions, priced tools and 4–9 steps',
    (_id, entry) => {
      expect(entry.phrases.length).toBeGreaterThanOrEqual(3);
      expect(entry.steps.length).toBeGreaterThanOrEqual(4);
      expect(entry.steps.length).toBeLessThanOrEqual(9);
      for (const t of entry.tools) expect(t.priceMax, t.name).toBeGreaterThan(0);
      expect(entry.steps.flatMap((s) => s.instructions).join(' ').length).toBeGreaterThan(200);
    },
  );

  it('cuts the breaker and tests for voltage before any step touches wiring', () => {
    for (const entry of KNOWLEDGE_BASE.filter((e) => e.category === 'electrical')) {
      const firstWiring = entry.steps.findIndex((s) => /\bwires?\b|wiring|terminal/i.test(s.instructions.join(' ')));
      if (firstWiring < 0) continue;
      const before = entry.steps
        .slice(0, firstWiring + 1)
        .flatMap((s) => [...s.safetyWarnings, ...s.instructions])
        .join(' ');
      expect(before, entry.id).toMatch(/breaker|unplug/i);
    }
  });

  it('shuts the water off before opening a water line', () => {
    for (const id of ['faucet-drip-cartridge', 'faucet-drip-compression', 'toilet-running', 'toilet-fill-valve']) {
      const entry = KNOWLEDGE_BASE.find((e) => e.id === id)!;
      const firstTwo = entry.steps
        .slice(0, 2)
        .flatMap((s) => s.safetyWarnings)
        .join(' ');
      expect(firstTwo, id).toMatch(/water supply|main valve/i);
    }
  });

  it('warns about lead and asbestos where the work can disturb old materials', () => {
    for (const id of ['drywall-large-hole', 'drywall-small-hole', 'tile-regrout']) {
      expect(KNOWLEDGE_BASE.find((e) => e.id === id)!.hazardNotes, id).toBeTruthy();
    }
  });
});

describe('loading entry files', () => {
  it('reads a valid file', () => {
    expect(loadKnowledgeBase(dirWith({ 'plumbing/toilet-running.yaml': sample })).map((e) => e.id)).toEqual([
      'toilet-running',
    ]);
  });

  it.each([
    [
      'a step naming a tool that is not listed',
      sample.replace('      - Food colouring\n  - title: Shut', '      - Magic wand\n  - title: Shut'),
      /steps\.0\.tools.*Magic wand is not in the tools list/,
    ],
    ['a missing field', sample.replace(/^questions:[\s\S]*?^estimate:/m, 'estimate:'), /questions/],
    ['a file named differently from its id', sample, /file name must be the id/, 'plumbing/running.yaml'],
    ['a file in another category folder', sample, /folder of its category/, 'walls-ceilings/toilet-running.yaml'],
    ['broken YAML', 'id: [unclosed', /not valid YAML/],
  ])('refuses %s, naming the file', (_what, body, message, name = 'plumbing/toilet-running.yaml') => {
    expect(() => loadKnowledgeBase(dirWith({ [name]: body }))).toThrow(InvalidKnowledgeEntry);
    expect(() => loadKnowledgeBase(dirWith({ [name]: body }))).toThrow(message);
  });
});
