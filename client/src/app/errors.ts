import { TRPCClientError } from '@trpc/client';
import type { ErrorCode } from '@fixwise/shared';

/** The server's detail text of a failed call (tRPC puts it in the message), else `fallback`. For showing. */
export function errorDetail(error: unknown, fallback?: string): string | undefined {
  if (error instanceof TRPCClientError) {
    const detail = (error.data as { detail?: unknown } | undefined)?.detail;
    if (typeof detail === 'string' && detail.trim()) return detail;
    if (error.message && !/^(fetch failed|Failed to fetch)$/i.test(error.message)) return error.message;
  }
  return fallback;
}

/** The stable code of a refusal (`data.appCode`, shared/src/error-codes.ts): what the app decides by. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (error instanceof TRPCClientError) {
    return (error.data as { appCode?: ErrorCode } | undefined)?.appCode;
  }
  return undefined;
}
