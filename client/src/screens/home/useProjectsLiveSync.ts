import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useTRPC } from '../../app/trpc';
import { applyProjectChangeToPages, type ProjectPages } from './projectCache';

/** Keeps the cached project pages in step with the user's other tabs and devices. */
export function useProjectsLiveSync(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pages = trpc.projects.page.pathKey();
  useSubscription(
    trpc.projects.onChange.subscriptionOptions(undefined, {
      // changes are not replayed after a reconnect: reload the list whenever the stream (re)starts
      onStarted: () => void queryClient.invalidateQueries({ queryKey: pages }),
      onData: (event) => {
        if (event.data.type === 'resync') {
          void queryClient.invalidateQueries({ queryKey: pages });
          return;
        }
        queryClient.setQueriesData<ProjectPages>({ queryKey: pages }, (data) =>
          applyProjectChangeToPages(data, event.data),
        );
      },
    }),
  );
}
