import { ProjectChangeSchema } from '@fixwise/shared';
import { describe, expect, it } from 'vitest';
import { shareEvent } from '../events/shared';
import { socketEncoder } from './socket-encoder';

/** A tracked event's message as tRPC's socket loop builds it and hands it to the encoder. */
function trackedMessage(id: number | string, eventId: string, data: unknown, jsonrpc?: '2.0') {
  const result: { type: 'data'; data: unknown; id?: string } = { type: 'data', data: [eventId, data] };
  result.id = eventId;
  result.data = { id: eventId, data };
  return { id, jsonrpc, result: { ...result } };
}

// text that JSON escapes, and text it leaves as it is
const change = { type: 'deleted', projectId: 'kitchen "tap"\\drips — é 🚰' };

describe('the socket encoder', () => {
  it('writes a shared event’s message exactly as JSON.stringify would, for any subscription id', () => {
    const shared = shareEvent(ProjectChangeSchema, change);
    for (const message of [
      trackedMessage(7, '1700000000000-1', shared),
      trackedMessage('abc"1', '1700000000000-2', shared, '2.0'),
    ]) {
      expect(socketEncoder.encode(message)).toBe(JSON.stringify(message));
    }
  });

  it('writes every other message with JSON.stringify', () => {
    for (const message of [
      trackedMessage(3, 'e1', { ...change }),
      { id: 4, result: { type: 'started' } },
      { id: null, error: { message: 'Parse error', code: -32700 } },
      { id: null, method: 'reconnect' },
    ]) {
      expect(socketEncoder.encode(message)).toBe(JSON.stringify(message));
    }
  });
});
