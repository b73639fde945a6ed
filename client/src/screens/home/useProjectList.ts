import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { matchesProjectFilter, type ProjectStatus } from '@fixwise/shared';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../app/trpc';
import { cachedLists, projectsOf, type ProjectPages } from './projectCache';

/** Projects per page on the home screen (the server allows up to 100). */
const HOME_PAGE_SIZE = 30;
/** A search goes to the server once the person pauses typing; what is loaded is narrowed at once. */
const SEARCH_SETTLE_MS = 250;
/** Lists of a search are many and short-lived: kept minutes, not the week a list is kept for offline use. */
const SEARCH_GC_MS = 5 * 60_000;

/**
 * The home list for a status and a search, a page at a time from the server (which applies both, so
 * a search finds a project however far down it is). While a new search is on its way, the matches among
 * the projects already loaded for this status show: they are the first of the server's answer, which
 * then only adds below them.
 */
export function useProjectList(status: ProjectStatus, search: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = trpc.projects.list.pathKey();
  const typed = search.trim();
  // a cleared search shows the whole list at once
  const debounced = useSettled(typed, SEARCH_SETTLE_MS);
  const settled = typed ? debounced : '';
  const list = useInfiniteQuery({
    ...trpc.projects.list.infiniteQueryOptions(
      { limit: HOME_PAGE_SIZE, status, search: settled },
      { getNextPageParam: (last) => last.nextCursor },
    ),
    placeholderData: (): ProjectPages | undefined => {
      if (!settled) return undefined;
      const loaded = unfilteredList(queryClient, listKey, status);
      if (!loaded) return undefined;
      const matches = projectsOf(loaded).filter((p) => matchesProjectFilter(p, { search: settled }));
      return { pages: [{ projects: matches.slice(0, HOME_PAGE_SIZE), nextCursor: null }], pageParams: [null] };
    },
    // after a failed load (the server restarting, the connection gone) it tries again by itself every
    // 5 s, and at once when the browser is back online
    refetchInterval: (query) => (query.state.status === 'error' ? 5_000 : false),
    refetchOnReconnect: true,
    ...(settled ? { gcTime: SEARCH_GC_MS } : {}),
  });
  // the search as typed narrows what is shown at once; the server's answer for it follows
  const visible = projectsOf(list.data).filter((p) => matchesProjectFilter(p, { status, search }));
  const unfiltered = unfilteredList(queryClient, listKey, status);
  return {
    list,
    visible,
    /**
     * The server has not answered for what is shown yet: a search still being typed, or answered for now
     * from what was loaded. No further page is asked for meanwhile (it would be a page of the old list).
     */
    pending: typed !== settled || list.isPlaceholderData,
    /** The person has projects of this status, and the search hides them all. */
    searchHidesSome: search.trim() !== '' && projectsOf(unfiltered).length > 0,
    /** The person has any project at all (of either status). */
    hasProjects: cachedLists(queryClient, listKey).some(({ data }) => projectsOf(data).length > 0),
  };
}

function unfilteredList(
  queryClient: ReturnType<typeof useQueryClient>,
  listKey: readonly unknown[],
  status: ProjectStatus,
): ProjectPages | undefined {
  return cachedLists(queryClient, listKey).find(({ filter }) => filter.status === status && !filter.search)?.data;
}

/** The value once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
