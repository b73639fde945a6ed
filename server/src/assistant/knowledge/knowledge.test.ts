import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from './index';
import { RepairEntrySchema } from './schema';

describe('the repair knowledge base', () => {
  it('holds at least 40 entries across every category, with unique ids', () => {
    expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(KNOWLEDGE_BASE.map((e) => e.id)).size).toBe(KNOWLEDGE_BASE.length);
    const categories = new Set(KNOWLEDGE_BASE.map((e) => e.category));
    for (const c of ['plumbing', 'electrical', 'doors-windows', 'walls', 'flooring', 'appliances', 'hvac', 'exterior', 'sealing']) {
      expect(categories).toContain(c);
    }
  });

  it.each(KNOWLEDGE_BASE.map((e) => [e.id, e] as const))('%s is valid: every tool a step names is in its tools list', (_id, entry) => {
    const parsed = RepairEntrySchema.safeParse(entry);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(entry.estimate.minutes).toBeGreaterThan(0);
  });

  it('cuts the breaker and tests for voltage before any step touches wiring', () => {
    for (const entry of KNOWLEDGE_BASE.filter((e) => e.category === 'electrical' && e.id !== 'smoke-detector')) {
      const firstWiring = entry.steps.findIndex((s) => /\bwires?\b|wiring|terminal/i.test(s.instructions.join(' ')));
      expect(firstWiring, entry.id).toBeGreaterThanOrEqual(0);
      const before = entry.steps.slice(0, firstWiring + 1).flatMap((s) => s.safetyWarnings).join(' ');
      expect(before, entry.id).toMatch(/breaker/i);
      expect(before, entry.id).toMatch(/voltage tester/i);
    }
  });

  it('shuts the water off before opening a water line', () => {
    for (const id of ['faucet-drip-cartridge', 'faucet-drip-compression', 'toilet-running', 'toilet-fill-valve']) {
      const entry = KNOWLEDGE_BASE.find((e) => e.id === id)!;
      const firstTwo = entry.steps.slice(0, 2).flatMap((s) => s.safetyWarnings).join(' ');
      expect(firstTwo, id).toMatch(/water supply|main valve/i);
    }
  });

  it('warns about lead and asbestos where the work can disturb old materials', () => {
    for (const id of ['drywall-large-hole', 'drywall-small-hole', 'tile-regrout']) {
      expect(KNOWLEDGE_BASE.find((e) => e.id === id)!.hazardNotes, id).toBeTruthy();
    }
  });
});
