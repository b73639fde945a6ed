import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { GENERATION_POLL_MS } from '@fixwise/shared';
import { useEffect, useRef, useState } from 'react';
import { errorDetail } from '../../app/errors';
import { useTRPC } from '../../app/trpc';

/**
 * The plan's generation for the wait screen: one status check on arrival; once `active`, it starts
 * the job and follows it live over the WebSocket, polling every 5 s only while that is down.
 */
export function useGeneration(projectId: string, active: boolean, onDone: () => void) {
  const trpc = useTRPC();
  const initial = useQuery({ ...trpc.generation.status.queryOptions({ projectId }), staleTime: Infinity });
  const start = useMutation(trpc.generation.start.mutationOptions());
  const [failed, setFailed] = useState<string | null>(null);
  const finished = useRef(false);
  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    onDone();
  };

  useEffect(() => {
    // a refusal is forgotten when the wait screen is left, so coming back asks again
    if (!active) {
      if (start.isError) start.reset();
      return;
    }
    if (!start.isPending && !start.isSuccess && !start.isError) start.mutate({ projectId });
  }, [active, projectId, start]);

  const live = useSubscription(
    trpc.generation.onStatus.subscriptionOptions(active ? { projectId } : skipToken, {
      onData: ({ data }) => {
        if (data.status === 'done') finish();
        if (data.status === 'failed') setFailed(data.error ?? 'unknown error');
      },
    }),
  );
  const socketDown = active && (live.status === 'error' || live.status === 'connecting');
  const polled = useQuery({
    ...trpc.generation.status.queryOptions({ projectId }),
    enabled: socketDown,
    refetchInterval: socketDown ? GENERATION_POLL_MS : false,
  });
  useEffect(() => {
    if (polled.data?.status === 'done') finish();
    if (polled.data?.status === 'failed') setFailed(polled.data.error ?? 'unknown error');
  });

  return {
    initial: initial.isPending ? undefined : (initial.data?.status ?? 'not_started'),
    /**
     * Why no plan is being made (a safety stop, or the conversation isn't finished): the server refused to
     * start it, so the wait screen explains instead of spinning.
     */
    blocked: start.isError ? (errorDetail(start.error) ?? "We couldn't start your plan. Please try again.") : null,
    failed,
    retry: () => {
      setFailed(null);
      start.mutate({ projectId }, { onSuccess: () => live.reset() });
    },
  };
}
