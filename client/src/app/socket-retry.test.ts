import { SOCKET_CLOSE_CODES } from '@fixwise/shared';
import { describe, expect, it } from 'vitest';
import { reconnectPolicy } from './socket-retry';

const middle = () => 0.5; // no jitter

describe('reconnecting the live connection', () => {
  it('keeps tRPC’s backoff after an ordinary close: at once, then 2 s, 4 s … 30 s', () => {
    const policy = reconnectPolicy(middle);
    policy.closed(1006);
    expect([0, 1, 2, 5, 9].map(policy.delayMs)).toEqual([0, 2_000, 4_000, 30_000, 30_000]);
  });

  it('waits 30 s after a limit’s close, doubling with each in a row up to 10 minutes, never at once', () => {
    const policy = reconnectPolicy(middle);
    const waits: number[] = [];
    for (const code of [
      SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS,
      SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS,
      SOCKET_CLOSE_CODES.TOO_MANY_CALLS,
      SOCKET_CLOSE_CODES.MESSAGE_TOO_BIG,
      SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS,
      SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS,
    ]) {
      policy.closed(code);
      waits.push(policy.delayMs(0));
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 600_000]);
    // a socket that then closes for another reason starts over
    policy.closed(1012);
    expect(policy.delayMs(0)).toBe(0);
  });

  it('comes back after about 5 s when closed for reading too slowly', () => {
    const policy = reconnectPolicy(middle);
    policy.closed(SOCKET_CLOSE_CODES.TOO_SLOW);
    expect(policy.delayMs(0)).toBe(5_000);
    expect(policy.delayMs(3)).toBe(8_000);
  });

  it('spreads the waits of many tabs between half and one and a half times', () => {
    const early = reconnectPolicy(() => 0);
    const late = reconnectPolicy(() => 0.999);
    early.closed(SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS);
    late.closed(SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS);
    expect(early.delayMs(0)).toBe(15_000);
    expect(late.delayMs(0)).toBe(44_970);
  });
});
