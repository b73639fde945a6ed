/**
 * No regular expression in the product can backtrack super-linearly. Every regex literal in the source of the
 * server, the client and the shared package (tests aside) is checked with recheck, which decides from the
 * pattern's automaton whether some input makes a backtracking engine take more than linear time (the way one
 * 4,000-character message of digits and spaces once held the server for 17.7 s). A pattern built at run time
 * (`new RegExp`) must be listed below with what it is built from.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCES = ['server/src', 'shared/src', 'client/src'];

/** Patterns built at run time, by file, with what they are built from (never a person's text unescaped). */
const BUILT: Record<string, string> = {
  // the words of a tool mention as the person typed them, each escaped, with [^a-z0-9&]+ between them
  'server/src/assistant/offline/guide-tools.ts': 'escaped words with separators between: linear',
  // the onboarding's own tool words, each as \bword
  'shared/src/onboarding.ts': 'a fixed word list, \\bword: linear',
  // the OpenAPI document's path templates (test support)
  'server/src/test/openapi-check.ts': 'path templates of our own routes: linear',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface Found {
  where: string;
  source: string;
  flags: string;
}
const literals: Found[] = [];
const built: string[] = [];
for (const file of SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
  const relative = path.relative(ROOT, file);
  const tree = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    const line = () => tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText();
      const end = text.lastIndexOf('/');
      literals.push({ where: `${relative}:${line()}`, source: text.slice(1, end), flags: text.slice(end + 1) });
    }
    if (ts.isNewExpression(node) && node.expression.getText() === 'RegExp') built.push(relative);
    ts.forEachChild(node, visit);
  };
  visit(tree);
}

describe('regular expressions run in linear time on any input', () => {
  it('finds the patterns to check', () => {
    expect(literals.length).toBeGreaterThan(100);
  });

  it('has no pattern that can backtrack super-linearly', () => {
    const unsafe = literals
      .map((found) => ({
        found,
        result: checkSync(found.source, found.flags.replace(/[gy]/g, ''), { timeout: 20_000 }),
      }))
      .filter(({ result }) => result.status !== 'safe')
      .map(({ found, result }) => {
        const how =
          result.status === 'vulnerable' ? `${result.complexity.type}, attack ${result.attack.pattern}` : result.status;
        return `${found.where} /${found.source}/${found.flags}: ${how}`;
      });
    expect(unsafe).toEqual([]);
  }, 120_000);

  it('builds patterns at run time only from our own data', () => {
    expect([...new Set(built)].filter((file) => !(file in BUILT))).toEqual([]);
  });

  it('knows an unsafe pattern when it sees one', () => {
    // the shape of the old area pattern: digits, optional spaces, an optional unit, optional spaces
    expect(checkSync('\\d+\\s*(?:sq)?\\s*ft', '').status).toBe('vulnerable');
    expect(checkSync('^[ \\t]*[-*•][ \\t]+(.+)$', 'm').status).toBe('safe');
  });
});
