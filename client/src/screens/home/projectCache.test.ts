import type { Project } from '@fixwise/shared';
import { describe, expect, it } from 'vitest';
import { applyProjectChange, applyProjectChangeToPages, projectsOf, type ProjectPages } from './projectCache';

const project = (id: string, title = id): Project => ({
  _id: id,
  projectTitle: title,
  lastActivity: null,
  percentComplete: 0,
  projectImages: [],
  hasSteps: false,
  safetyStop: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('applying live project changes to the list', () => {
  const list = [project('b'), project('a')];

  it('adds a created project at the top, once', () => {
    const once = applyProjectChange(list, { type: 'created', project: project('c') });
    expect(once!.map((p) => p._id)).toEqual(['c', 'b', 'a']);
    expect(applyProjectChange(once, { type: 'created', project: project('c') })!.map((p) => p._id)).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('replaces an updated project in place', () => {
    const next = applyProjectChange(list, { type: 'updated', project: project('a', 'Renamed') });
    expect(next!.map((p) => p.projectTitle)).toEqual(['b', 'Renamed']);
  });

  it('drops a deleted project', () => {
    expect(applyProjectChange(list, { type: 'deleted', projectId: 'b' })!.map((p) => p._id)).toEqual(['a']);
  });

  it('leaves a list that was never loaded alone', () => {
    expect(applyProjectChange(undefined, { type: 'deleted', projectId: 'b' })).toBeUndefined();
  });
});

describe('applying live project changes to loaded pages', () => {
  const pages = (): ProjectPages => ({
    pages: [
      { projects: [project('d'), project('c')], nextCursor: 'x' },
      { projects: [project('b'), project('a')], nextCursor: null },
    ],
    pageParams: [null, 'x'],
  });
  const ids = (data: ProjectPages | undefined) => projectsOf(data).map((p) => p._id);

  it('puts a new project at the top of the first page, once, even when a later page already has it', () => {
    expect(ids(applyProjectChangeToPages(pages(), { type: 'created', project: project('e') }))).toEqual([
      'e',
      'd',
      'c',
      'b',
      'a',
    ]);
    expect(ids(applyProjectChangeToPages(pages(), { type: 'created', project: project('a') }))).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
  });

  it('replaces an updated project on whichever page it is, and removes a deleted one', () => {
    const renamed = applyProjectChangeToPages(pages(), { type: 'updated', project: project('a', 'Renamed') });
    expect(projectsOf(renamed).find((p) => p._id === 'a')!.projectTitle).toBe('Renamed');
    expect(renamed!.pages[1]!.nextCursor).toBeNull();
    expect(ids(applyProjectChangeToPages(pages(), { type: 'deleted', projectId: 'c' }))).toEqual(['d', 'b', 'a']);
  });

  it('leaves a list not loaded yet alone', () => {
    expect(applyProjectChangeToPages(undefined, { type: 'created', project: project('e') })).toBeUndefined();
  });
});
