/**
 * tRPC setup, in the shape of create-t3-app's `trpc.ts`:
 * 1. context, 2. initialisation with the one error mapping, 3. procedures, 4. subscription outputs.
 */
import { initTRPC, tracked, TRPCError, type TrackedEnvelope } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { SESSION_ENDED_TEXT, type ErrorCode } from '@fixwise/shared';
import { ZodError, type z } from 'zod';
import { AppError, type AppErrorStatus } from './errors';
import { isSharedAs } from './events/shared';
import type { AuthUser } from './features/accounts/sessions';
import { checkParsedInput } from './http/input-guard';
import { ANONYMOUS_SOCKET_PROCEDURES, type SocketSession } from './http/socket-limits';
import type { Services } from './services';

// 1. Context ------------------------------------------------------------------------------------

export interface Context {
  services: Services;
  user: AuthUser | null;
  /** The bearer token of this call, so sign-out can revoke exactly this session. */
  token: string | null;
  /** The caller's address, for login throttling. */
  ip: string | null;
  /** A WebSocket's context lives as long as the connection: its session is checked again on each call. */
  transport: 'http' | 'ws';
  /** The WebSocket the call came on (null over HTTP), for its limits (http/socket-limits.ts). */
  socket: SocketSession | null;
}

export async function createContext(
  services: Services,
  token: string | null,
  ip: string | null = null,
  transport: Context['transport'] = 'http',
  socket: SocketSession | null = null,
): Promise<Context> {
  const user = token ? await services.sessions.userFromToken(token) : null;
  return { services, user, token: user ? token : null, ip, transport, socket };
}

// 2. Initialisation -----------------------------------------------------------------------------

const TRPC_CODE: Record<AppErrorStatus, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

/** The application code of tRPC's own errors (a typed error brings its own). */
const APP_CODE: Partial<Record<TRPCError['code'], ErrorCode>> = {
  BAD_REQUEST: 'INVALID_INPUT',
  UNAUTHORIZED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
};

/**
 * `data.appCode`: the stable code of shared/src/error-codes.ts, as REST's `code`. `data.code` stays
 * tRPC's own (its client and links read it), so the application code sits beside it.
 */
function appCodeOf(error: TRPCError, httpStatus: number): ErrorCode {
  if (error.code === 'BAD_REQUEST' && error.cause instanceof ZodError) return 'VALIDATION_FAILED';
  return APP_CODE[error.code] ?? (httpStatus >= 500 ? 'INTERNAL_ERROR' : 'INVALID_INPUT');
}

/** The human message clients show: the first validation issue, or the typed error's message. */
function detailOf(error: TRPCError): string {
  // first: an answer that broke its own output schema is our fault, and its field path is nobody's business
  if (error.code === 'INTERNAL_SERVER_ERROR') return 'Something went wrong on our side.';
  if (error.cause instanceof ZodError) {
    const issue = error.cause.issues[0];
    if (issue) return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
  }
  return error.message;
}

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    // typed errors thrown while a subscription streams reach here without the middleware below
    if (error.cause instanceof AppError) {
      const code = TRPC_CODE[error.cause.httpStatus];
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY[code],
        message: error.cause.message,
        data: { code, httpStatus: error.cause.httpStatus, detail: error.cause.message, appCode: error.cause.code },
      };
    }
    return {
      ...shape,
      message: detailOf(error),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        detail: detailOf(error),
        appCode: appCodeOf(error, shape.data.httpStatus),
      },
    };
  },
});

/** Typed application errors become the matching tRPC error, once, here. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE[cause.httpStatus], message: cause.message, cause });
  }
  return result;
});

export const createRouter = t.router;

// 3. Procedures ---------------------------------------------------------------------------------

/** Every procedure, on every transport (WebSocket messages included): input no store can take is a 400. */
const storableInput = t.middleware(async ({ getRawInput, next }) => {
  checkParsedInput(await getRawInput());
  return next();
});

const SIGN_IN_TEXT = 'Please sign in to continue.';

/**
 * On a WebSocket: a socket without a session makes only the sign-in flow's calls (and pings), and a
 * socket holds at most WS_MAX_SUBSCRIPTIONS_PER_SOCKET subscriptions at once (http/socket-limits.ts).
 */
const socketLimits = t.middleware(async ({ ctx, path, type, next }) => {
  const { socket } = ctx;
  if (!socket) return next();
  if (!ctx.user && !ANONYMOUS_SOCKET_PROCEDURES.has(path)) {
    socket.refusedAnonymousCall();
    throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_TEXT });
  }
  if (type !== 'subscription') return next();
  if (!socket.takeSubscription()) {
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `Too many live updates open on this connection (at most ${socket.subscriptionLimit}). Close some and try again.`,
    });
  }
  const result = await next().catch((error: unknown) => {
    socket.giveBackSubscription();
    throw error;
  });
  if (!result.ok) {
    socket.giveBackSubscription();
    return result;
  }
  return { ...result, data: socket.holdSubscription(result.data as AsyncIterable<unknown>) };
});

export const publicProcedure = t.procedure.use(mapAppErrors).use(socketLimits).use(storableInput);

export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (!ctx.user || !ctx.token) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_TEXT });
  }
  // an open socket outlives sign-out, a password reset or expiry: nothing is served on it after them
  if (ctx.transport === 'ws' && !(await ctx.services.sessions.userFromToken(ctx.token))) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: SESSION_ENDED_TEXT });
  }
  return next({ ctx: { ...ctx, user: ctx.user, token: ctx.token } });
});

// 4. Subscription outputs ------------------------------------------------------------------------

/**
 * Checks each event a subscription sends against the contract's schema. One small object per
 * subscription rather than a generator around the source: `return()` reaches the source at once, so
 * ending an idle subscription is never held up behind a pending `next()`, and an idle subscription
 * holds no extra frame.
 */
class CheckedEvents<T> implements AsyncIterableIterator<TrackedEnvelope<T>>, AsyncDisposable {
  constructor(
    private readonly source: AsyncIterator<TrackedEnvelope<unknown>>,
    private readonly schema: z.ZodType<T>,
  ) {}

  next(): Promise<IteratorResult<TrackedEnvelope<T>>> {
    return this.source
      .next()
      .then((result) =>
        result.done ? result : { done: false, value: tracked(result.value[0], this.checked(result.value[1])) },
      );
  }

  /** An event shared by many subscribers was checked once when it was made (events/shared.ts). */
  private checked(data: unknown): T {
    return isSharedAs(data, this.schema) ? (data as T) : this.schema.parse(data);
  }

  async return(): Promise<IteratorReturnResult<undefined>> {
    await this.source.return?.();
    return { done: true, value: undefined };
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.return();
  }
}

/** A subscription's `.output()`: the tracked events it sends, each checked against `schema`. */
export function trackedEvents<T>(schema: z.ZodType<T>) {
  return (events: unknown): AsyncIterable<TrackedEnvelope<T>> =>
    new CheckedEvents((events as AsyncIterable<TrackedEnvelope<unknown>>)[Symbol.asyncIterator](), schema);
}
