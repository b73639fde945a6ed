import type { Project } from '@fixwise/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyProjectChangeToCache, applyProjectChangeToPages, projectsOf, type ProjectPages } from './projectCache';

/** Project `id`, made on day `day` of January (a later day is newer). */
const project = (id: string, day: number, fields: Partial<Project> = {}): Project => ({
  _id: id,
  projectTitle: id,
  lastActivity: null,
  percentComplete: 0,
  projectImages: [],
  hasSteps: false,
  safetyStop: null,
  createdAt: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
  ...fields,
});

/** Two pages loaded, newest first: d c | b a, and `more` says whether a third follows. */
const pages = (more = false): ProjectPages => ({
  pages: [
    { projects: [project('d', 8), project('c', 6)], nextCursor: 'x' },
    { projects: [project('b', 4), project('a', 2)], nextCursor: more ? 'y' : null },
  ],
  pageParams: [null, 'x'],
});
const ids = (data: ProjectPages | undefined) => projectsOf(data).map((p) => p._id);

describe('applying live project changes to loaded pages (spec §4 Project list changes)', () => {
  it('puts a new project at the top of the first page, once', () => {
    const once = applyProjectChangeToPages(pages(), { type: 'created', project: project('e', 10) });
    expect(ids(once)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(once!.pages[0]!.projects).toHaveLength(3);
    expect(ids(applyProjectChangeToPages(once, { type: 'created', project: project('e', 10) }))).toEqual(ids(once));
  });

  it('replaces an updated project on whichever page it is, and removes a deleted one', () => {
    const renamed = applyProjectChangeToPages(pages(), {
      type: 'updated',
      project: project('a', 2, { projectTitle: 'Renamed' }),
    });
    expect(projectsOf(renamed).find((p) => p._id === 'a')!.projectTitle).toBe('Renamed');
    expect(renamed!.pages[1]!.nextCursor).toBeNull();
    expect(ids(applyProjectChangeToPages(pages(), { type: 'deleted', projectId: 'c' }))).toEqual(['d', 'b', 'a']);
  });

  it('drops a project from a list it no longer matches: completed out of Ongoing, renamed out of a search', () => {
    const done = project('c', 6, { percentComplete: 100, hasSteps: true });
    expect(ids(applyProjectChangeToPages(pages(), { type: 'updated', project: done }, { status: 'ongoing' }))).toEqual([
      'd',
      'b',
      'a',
    ]);
    const renamed = project('b', 4, { projectTitle: 'Garden gate' });
    expect(ids(applyProjectChangeToPages(pages(), { type: 'updated', project: renamed }, { search: 'b' }))).toEqual([
      'd',
      'c',
      'a',
    ]);
  });

  it('places a project that now matches by its creation time, or leaves it to a later page', () => {
    const completed = (id: string, day: number) =>
      project(id, day, { percentComplete: 100, hasSteps: true, projectTitle: id });
    const filter = { status: 'completed' as const };
    const done = (data: ProjectPages) =>
      applyProjectChangeToPages(data, { type: 'updated', project: completed('m', 5) }, filter);
    // between c (day 6) and b (day 4)
    expect(ids(done(pages()))).toEqual(['d', 'c', 'm', 'b', 'a']);
    // older than everything loaded: at the end when nothing follows, else left for the page that holds it
    const old = (more: boolean) =>
      applyProjectChangeToPages(pages(more), { type: 'updated', project: completed('z', 1) }, filter);
    expect(ids(old(false))).toEqual(['d', 'c', 'b', 'a', 'z']);
    expect(ids(old(true))).toEqual(['d', 'c', 'b', 'a']);
    // a new project that the list's search does not match stays out
    expect(
      ids(applyProjectChangeToPages(pages(), { type: 'created', project: project('new', 10) }, { search: 'tap' })),
    ).toEqual(['d', 'c', 'b', 'a']);
  });

  it('leaves a list not loaded yet alone', () => {
    expect(applyProjectChangeToPages(undefined, { type: 'created', project: project('e', 10) })).toBeUndefined();
  });
});

describe('applying a change to every cached list', () => {
  it('updates each list by its own status and search', () => {
    const queryClient = new QueryClient();
    const key = (input: object) => [['projects', 'list'], { input, type: 'infinite' }];
    const ongoing = key({ limit: 30, status: 'ongoing', search: '' });
    const completed = key({ limit: 30, status: 'completed', search: '' });
    const search = key({ limit: 30, status: 'ongoing', search: 'tap' });
    for (const k of [ongoing, completed, search]) queryClient.setQueryData(k, pages());
    applyProjectChangeToCache(queryClient, [['projects', 'list']], {
      type: 'created',
      project: project('Leaky tap', 10),
    });
    expect(ids(queryClient.getQueryData(ongoing))).toEqual(['Leaky tap', 'd', 'c', 'b', 'a']);
    expect(ids(queryClient.getQueryData(completed))).toEqual(['d', 'c', 'b', 'a']);
    // the search list held no project matching 'tap' (it was seeded with others); the new one joins it
    expect(ids(queryClient.getQueryData(search))).toEqual(['Leaky tap', 'd', 'c', 'b', 'a']);
  });
});
