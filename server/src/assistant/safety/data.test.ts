import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HAZARD_CATEGORIES } from './categories';
import { InvalidSafetyData, SAFETY_DIR, loadSafetyData } from './rules';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** A copy of the safety data with one file changed. */
function withFile(file: string, change: (text: string) => string): string {
  dir = mkdtempSync(path.join(tmpdir(), 'fixwise-safety-'));
  cpSync(SAFETY_DIR, dir, { recursive: true });
  const target = path.join(dir, file);
  writeFileSync(target, change(readFileSync(target, 'utf8')));
  return dir;
}

describe('the hazard data (server/safety) is checked at start-up', () => {
  it('has every category, each with its stop text and rules, and no rule id twice', () => {
    const data = loadSafetyData();
    expect([...data.categories.keys()].sort()).toEqual([...HAZARD_CATEGORIES].sort());
    expect(new Set(data.rules.map((r) => r.id)).size).toBe(data.rules.length);
    for (const rule of data.rules) expect(rule.examples.length, rule.id).toBeGreaterThan(0);
  });

  it('stops start-up with the file and the field at fault', () => {
    expect(() => loadSafetyData(withFile('categories/gas.yaml', (t) => t.replace(/^why: /m, 'whyy: ')))).toThrow(
      /safety\/categories\/gas\.yaml: .*(why|whyy)/,
    );
  });

  it('refuses a set that does not exist', () => {
    expect(() => loadSafetyData(withFile('categories/gas.yaml', (t) => t.replace('$smell', '$no-such-set')))).toThrow(
      InvalidSafetyData,
    );
  });

  it('refuses a file that is not YAML', () => {
    expect(() => loadSafetyData(withFile('compounds.yaml', () => 'compounds: [unclosed'))).toThrow(
      /compounds\.yaml: not valid YAML/,
    );
  });
});
