import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordHint } from './PasswordHint';

const state = (id: string) => document.querySelector(`[data-requirement="${id}"]`)!.className;

describe('the live password hint (spec §2 /signup)', () => {
  it('shows the spec hint and turns each requirement green or red as the person types', () => {
    const { rerender } = render(<PasswordHint password="abc" />);
    screen.getByText('Password must contain: 8 characters, an uppercase, a lowercase, a number & a special character.');
    expect(['length', 'upper', 'lower', 'digit', 'special'].map(state)).toEqual([
      'is-unmet',
      'is-unmet',
      'is-met',
      'is-unmet',
      'is-unmet',
    ]);
    // not colour alone: a mark and words for screen readers
    expect(document.querySelector('[data-requirement="lower"]')!.textContent).toBe('✓ a lowercase (met)');
    expect(document.querySelector('[data-requirement="digit"]')!.textContent).toBe('✗ a number (missing)');
    rerender(<PasswordHint password="Abcdefg1!" />);
    expect(['length', 'upper', 'lower', 'digit', 'special'].map(state)).toEqual([
      'is-met',
      'is-met',
      'is-met',
      'is-met',
      'is-met',
    ]);
  });
});
