import { describe, expect, it } from 'vitest';
import { errorDetail } from './api-error';

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
