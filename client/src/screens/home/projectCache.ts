import type { Project, ProjectChange } from '@fixwise/shared';

/**
 * Applies one live change to the cached list (spec §4 Project list changes).
 * @internal
 */
export function applyProjectChange(list: readonly Project[] | undefined, change: ProjectChange): Project[] | undefined {
  if (!list) return list;
  switch (change.type) {
    case 'created':
      return list.some((p) => p._id === change.project._id) ? [...list] : [change.project, ...list];
    case 'updated':
      return list.map((p) => (p._id === change.project._id ? change.project : p));
    case 'deleted':
      return list.filter((p) => p._id !== change.projectId);
    case 'resync':
      return [...list];
  }
}

/** The home list as the cache keeps it: pages of projects, newest first. */
export interface ProjectPages {
  pages: Array<{ projects: Project[]; nextCursor: string | null }>;
  pageParams: unknown[];
}

/** Every loaded project, in order. */
export function projectsOf(data: ProjectPages | undefined): Project[] {
  return data ? data.pages.flatMap((page) => page.projects) : [];
}

/**
 * Applies one change to the loaded pages: a new project goes at the top of the first page (once),
 * an update replaces it wherever it is, a deletion removes it.
 */
export function applyProjectChangeToPages(
  data: ProjectPages | undefined,
  change: ProjectChange,
): ProjectPages | undefined {
  if (!data || data.pages.length === 0) return data;
  if (change.type === 'created') {
    if (projectsOf(data).some((p) => p._id === change.project._id)) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, projects: [change.project, ...first!.projects] }, ...rest] };
  }
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      projects: applyProjectChange(page.projects, change) ?? page.projects,
    })),
  };
}
