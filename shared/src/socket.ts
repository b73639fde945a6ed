import { MAX_ANONYMOUS_BODY_BYTES, MAX_JSON_BODY_BYTES } from './constants';

/**
 * The WebSocket's limits, shared by the server that applies them and the client that reacts to them.
 * A message may carry as much as an HTTP body of the same caller: 64 KB signed in, 4 KB without a
 * session (photos never go over the socket: they are uploaded over HTTP). Past that the server closes
 * with 1009 (Message Too Big).
 */
export const MAX_SOCKET_MESSAGE_BYTES = MAX_JSON_BODY_BYTES;
export const MAX_ANONYMOUS_SOCKET_MESSAGE_BYTES = MAX_ANONYMOUS_BODY_BYTES;

/**
 * Why the server closed a socket (4000–4999 are the application's; they mirror HTTP statuses).
 * - MESSAGE_TOO_BIG: WebSocket's own code (1009) for a message over its size.
 * - SESSION_ENDED: sign-out, a password reset or expiry ended the socket's session; sign in again.
 * - TOO_SLOW: the client stopped reading and the server's buffer for it passed its ceiling.
 * - TOO_MANY_CALLS: one message carried more calls than an HTTP batch may (MAX_TRPC_BATCH); none ran.
 * - TOO_MANY_SOCKETS: the person, the network, or the network's anonymous sockets already hold as many
 *   sockets as this server instance allows.
 */
export const SOCKET_CLOSE_CODES = {
  MESSAGE_TOO_BIG: 1009,
  SESSION_ENDED: 4401,
  TOO_SLOW: 4408,
  TOO_MANY_CALLS: 4413,
  TOO_MANY_SOCKETS: 4429,
} as const;
