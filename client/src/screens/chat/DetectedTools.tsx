import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STORAGE_KEYS, readSessionItem } from '../../app/session';
import { useTRPC } from '../../app/trpc';

/**
 * Tools seen in the person's photos ('Detected: adjustable wrench (92%)' with confirm and remove) and
 * tools they said they have ('✓ bucket', with remove); confirmed ones are marked as owned in the plan.
 */
export function DetectedTools({ projectId }: { projectId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.chat.ownedTools.queryKey({ projectId });
  const tools = useQuery(trpc.chat.ownedTools.queryOptions({ projectId }));
  const update = { onSuccess: (list: NonNullable<typeof tools.data>) => queryClient.setQueryData(key, list) };
  const confirm = useMutation(trpc.chat.confirmTool.mutationOptions(update));
  const remove = useMutation(trpc.chat.removeTool.mutationOptions(update));
  const userId = readSessionItem(STORAGE_KEYS.userId) ?? 'me';
  useEffect(() => {
    // spec §3 owned_tools_{user}_{project}: the confirmed tools, mirrored for this device
    if (tools.data) {
      const owned = tools.data.filter((t) => t.confirmed).map((t) => t.name);
      localStorage.setItem(`owned_tools_${userId}_${projectId}`, JSON.stringify(owned));
    }
  }, [tools.data, userId, projectId]);
  const list = (tools.data ?? []).filter((t) => t.source === 'detected' || t.source === 'user');
  if (!list.length) return null;
  return (
    <div className="detected-tools" role="group" aria-label="Tools you have">
      {list.map((tool) => (
        <span key={tool.name} className={`detected-chip${tool.confirmed ? ' is-confirmed' : ''}`}>
          {tool.confirmed ? `✓ ${tool.name}` : `Detected: ${tool.name} (${tool.confidence ?? 0}%)`}
          {tool.confirmed ? null : (
            <button
              type="button"
              aria-label={`Confirm ${tool.name}`}
              onClick={() => confirm.mutate({ projectId, name: tool.name })}
            >
              ✓
            </button>
          )}
          <button
            type="button"
            aria-label={`Remove ${tool.name}`}
            onClick={() => remove.mutate({ projectId, name: tool.name })}
          >
            ✕
          </button>
        </span>
      ))}
    </div>
  );
}
