import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { matchesProjectFilter, type Project, type ProjectChange, type ProjectListFilter } from '@fixwise/shared';

/** A home list as the cache keeps it: the pages loaded so far, newest first. */
export interface ProjectPages {
  pages: Array<{ projects: Project[]; nextCursor: string | null }>;
  pageParams: Array<string | null>;
}

/** Every loaded project, in order. */
export function projectsOf(data: Pick<ProjectPages, 'pages'> | undefined): Project[] {
  return data ? data.pages.flatMap((page) => page.projects) : [];
}

/** The filter a cached list was loaded with (a tRPC query key carries the procedure's input). */
function filterOf(queryKey: QueryKey): ProjectListFilter {
  const input = (queryKey[1] as { input?: ProjectListFilter } | undefined)?.input;
  return { status: input?.status, search: input?.search ?? '' };
}

/** Every list in the cache (each status and search has its own), with the filter it was loaded with. */
export function cachedLists(
  queryClient: QueryClient,
  listKey: QueryKey,
): Array<{ filter: ProjectListFilter; data: ProjectPages }> {
  return queryClient
    .getQueriesData<ProjectPages>({ queryKey: listKey })
    .flatMap(([key, data]) => (data ? [{ filter: filterOf(key), data }] : []));
}

/**
 * Applies one change to the loaded pages of a list with this filter (spec §4 Project list changes). The
 * project leaves the list when it is deleted or no longer matches (completed, renamed away from the
 * search); it is replaced where it is; and one that now belongs is placed by its creation time among
 * the pages loaded (a new project lands at the top). One older than everything loaded, while more pages
 * follow, is left for the page that holds it: the server's cursors order by creation time too.
 * @internal
 */
export function applyProjectChangeToPages(
  data: ProjectPages | undefined,
  change: ProjectChange,
  filter: ProjectListFilter = {},
): ProjectPages | undefined {
  if (!data || data.pages.length === 0 || change.type === 'resync') return data;
  if (change.type === 'deleted' || !matchesProjectFilter(change.project, filter)) {
    const id = change.type === 'deleted' ? change.projectId : change.project._id;
    return mapPages(data, (projects) => projects.filter((p) => p._id !== id));
  }
  const { project } = change;
  if (projectsOf(data).some((p) => p._id === project._id))
    return mapPages(data, (projects) => projects.map((p) => (p._id === project._id ? project : p)));
  return placeByCreation(data, project);
}

/** Applies a change to every cached list, each with its own filter. */
export function applyProjectChangeToCache(queryClient: QueryClient, listKey: QueryKey, change: ProjectChange): void {
  for (const [key, data] of queryClient.getQueriesData<ProjectPages>({ queryKey: listKey })) {
    if (data) queryClient.setQueryData(key, applyProjectChangeToPages(data, change, filterOf(key)));
  }
}

function mapPages(data: ProjectPages, change: (projects: Project[]) => Project[]): ProjectPages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, projects: change(page.projects) })) };
}

function placeByCreation(data: ProjectPages, project: Project): ProjectPages {
  const createdAt = Date.parse(project.createdAt);
  const older = (p: Project) => Date.parse(p.createdAt) < createdAt;
  let pageIndex = data.pages.findIndex((page) => page.projects.some(older));
  if (pageIndex === -1) {
    // older than everything loaded: it belongs at the end only when no page follows
    if (data.pages.at(-1)!.nextCursor !== null) return data;
    pageIndex = data.pages.length - 1;
  }
  return {
    ...data,
    pages: data.pages.map((page, i) => {
      if (i !== pageIndex) return page;
      const found = page.projects.findIndex(older);
      const index = found === -1 ? page.projects.length : found;
      return { ...page, projects: [...page.projects.slice(0, index), project, ...page.projects.slice(index)] };
    }),
  };
}
