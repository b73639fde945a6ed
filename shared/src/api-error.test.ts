import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, ERROR_CODES, ErrorCodeSchema, errorDetail } from './api-error';

describe('errorDetail (spec §8: the detail field, else the status text)', () => {
  it('uses the detail of a JSON error body', () => {
    expect(errorDetail({ detail: 'Invalid credentials' }, 'Unauthorized')).toBe('Invalid credentials');
  });

  it('falls back to the status text without a detail', () => {
    expect(errorDetail({ message: 'nope' }, 'Bad Gateway')).toBe('Bad Gateway');
    expect(errorDetail(null, 'Not Found')).toBe('Not Found');
    expect(errorDetail('<html>', 'Internal Server Error')).toBe('Internal Server Error');
  });

  it('falls back when the detail is blank or not text', () => {
    expect(errorDetail({ detail: '   ' }, 'Bad Request')).toBe('Bad Request');
    expect(errorDetail({ detail: [{ msg: 'x' }] }, 'Unprocessable Entity')).toBe('Unprocessable Entity');
  });
});

describe('the error codes', () => {
  it('are SCREAMING_SNAKE names, each with a 4xx or 5xx status', () => {
    for (const [code, { status }] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });

  it('are the zod enum of the error body', () => {
    expect(ErrorCodeSchema.options).toEqual(Object.keys(ERROR_CODES));
    expect(ApiErrorSchema.safeParse({ detail: 'Invalid credentials', code: 'INVALID_CREDENTIALS' }).success).toBe(true);
    expect(ApiErrorSchema.safeParse({ detail: 'Invalid credentials', code: 'NOT_A_CODE' }).success).toBe(false);
  });
});
