import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import type { Project } from '@fixwise/shared';
import { useTRPC } from '../../app/trpc';
import { applyProjectChange } from './projectCache';

/** Keeps the cached project list in step with the user's other tabs and devices. */
export function useProjectsLiveSync(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useSubscription(
    trpc.projects.onChange.subscriptionOptions(undefined, {
      // changes are not replayed after a reconnect: reload the list whenever the stream (re)starts
      onStarted: () => void queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() }),
      onData: (event) => {
        if (event.data.type === 'resync') {
          void queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() });
          return;
        }
        queryClient.setQueryData<Project[]>(trpc.projects.list.queryKey(), (list) => applyProjectChange(list, event.data));
      },
    }),
  );
}
