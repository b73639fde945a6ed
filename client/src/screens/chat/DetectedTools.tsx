import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';

/**
 * Tools seen in the person's photos: 'Detected: adjustable wrench (92%)' with confirm and remove;
 * confirmed ones are marked as owned in the plan.
 */
export function DetectedTools({ projectId }: { projectId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.chat.ownedTools.queryKey({ projectId });
  const tools = useQuery(trpc.chat.ownedTools.queryOptions({ projectId }));
  const update = { onSuccess: (list: NonNullable<typeof tools.data>) => queryClient.setQueryData(key, list) };
  const confirm = useMutation(trpc.chat.confirmTool.mutationOptions(update));
  const remove = useMutation(trpc.chat.removeTool.mutationOptions(update));
  const list = (tools.data ?? []).filter((t) => t.source === 'detected');
  if (!list.length) return null;
  return (
    <div className="detected-tools" role="group" aria-label="Tools in your photos">
      {list.map((tool) => (
        <span key={tool.name} className={`detected-chip${tool.confirmed ? ' is-confirmed' : ''}`}>
          {tool.confirmed ? `✓ ${tool.name}` : `Detected: ${tool.name} (${tool.confidence ?? 0}%)`}
          {tool.confirmed ? null : (
            <button type="button" aria-label={`Confirm ${tool.name}`} onClick={() => confirm.mutate({ projectId, name: tool.name })}>
              ✓
            </button>
          )}
          <button type="button" aria-label={`Remove ${tool.name}`} onClick={() => remove.mutate({ projectId, name: tool.name })}>
            ✕
          </button>
        </span>
      ))}
    </div>
  );
}
