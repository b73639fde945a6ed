import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorCode, errorDetail } from './errors';

function refusal(data: object) {
  return TRPCClientError.from({ error: { message: 'Invalid credentials', code: -32001, data } });
}

describe('a failed call', () => {
  it('gives its stable code (data.appCode) to decide by, and its detail to show', () => {
    const error = refusal({
      code: 'UNAUTHORIZED',
      httpStatus: 401,
      detail: 'Invalid credentials',
      appCode: 'INVALID_CREDENTIALS',
    });
    expect(errorCode(error)).toBe('INVALID_CREDENTIALS');
    expect(errorDetail(error)).toBe('Invalid credentials');
  });

  it('has no code when the server never answered', () => {
    expect(errorCode(TRPCClientError.from(new TypeError('Failed to fetch')))).toBeUndefined();
    expect(errorCode(new Error('anything'))).toBeUndefined();
  });
});
