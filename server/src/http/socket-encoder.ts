import { type Encoder, jsonEncoder } from '@trpc/server/adapters/ws';
import { sharedJson } from '../events/shared';

/** A tracked subscription event as tRPC's socket loop hands it to the encoder. */
interface TrackedDataMessage {
  id?: unknown;
  jsonrpc?: unknown;
  result?: { type?: unknown; id?: unknown; data?: { id?: unknown; data?: unknown } };
}

/**
 * tRPC's JSON encoder, except for an event shared by many subscribers (events/shared.ts): its JSON is
 * made once and spliced into each subscriber's message, which differs only by the subscription's id.
 * The message is the same text JSON.stringify would write, key for key.
 */
export const socketEncoder: Encoder = {
  encode(message) {
    const { id, jsonrpc, result } = message as TrackedDataMessage;
    if (result?.type === 'data' && id !== undefined && typeof result.id === 'string' && result.data?.id === result.id) {
      const json = sharedJson(result.data.data);
      if (json !== undefined) {
        const eventId = JSON.stringify(result.id);
        const rpc = jsonrpc === undefined ? '' : `,"jsonrpc":${JSON.stringify(jsonrpc)}`;
        return `{"id":${JSON.stringify(id)}${rpc},"result":{"type":"data","data":{"id":${eventId},"data":${json}},"id":${eventId}}}`;
      }
    }
    return jsonEncoder.encode(message);
  },
  decode: jsonEncoder.decode,
};
