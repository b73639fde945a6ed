import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useTRPC } from '../../app/trpc';
import { applyProjectChangeToCache } from './projectCache';

/** Keeps the cached project lists (every status and search) in step with the user's other tabs and devices. */
export function useProjectsLiveSync(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lists = trpc.projects.list.pathKey();
  useSubscription(
    trpc.projects.onChange.subscriptionOptions(undefined, {
      // changes are not replayed after a reconnect: reload the list whenever the stream (re)starts
      onStarted: () => void queryClient.invalidateQueries({ queryKey: lists }),
      onData: (event) => {
        if (event.data.type === 'resync') {
          void queryClient.invalidateQueries({ queryKey: lists });
          return;
        }
        applyProjectChangeToCache(queryClient, lists, event.data);
      },
    }),
  );
}
