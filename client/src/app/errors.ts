import { TRPCClientError } from '@trpc/client';

/** The server's detail text of a failed call (tRPC puts it in the message), else `fallback`. */
export function errorDetail(error: unknown, fallback?: string): string | undefined {
  if (error instanceof TRPCClientError) {
    const detail = (error.data as { detail?: unknown } | undefined)?.detail;
    if (typeof detail === 'string' && detail.trim()) return detail;
    if (error.message && !/^(fetch failed|Failed to fetch)$/i.test(error.message)) return error.message;
  }
  return fallback;
}

export function errorStatus(error: unknown): number | undefined {
  if (error instanceof TRPCClientError) {
    return (error.data as { httpStatus?: number } | undefined)?.httpStatus;
  }
  return undefined;
}
