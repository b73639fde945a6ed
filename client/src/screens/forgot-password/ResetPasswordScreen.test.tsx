import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';

describe('/reset-password', () => {
  it('says a link without its token is invalid and offers a new one', () => {
    renderScreen('/reset-password', { '/reset-password': <ResetPasswordScreen /> });
    expect(screen.getByRole('alert').textContent).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Send a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it("refuses a weak new password with 'Password is not strong enough', beside the live hint", () => {
    renderScreen('/reset-password?token=abc', { '/reset-password': <ResetPasswordScreen /> });
    const input = screen.getByLabelText('New password', { selector: 'input' });
    fireEvent.change(input, { target: { value: 'weakpass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    screen.getByText('Password is not strong enough');
    screen.getByText('Password must contain: 8 characters, an uppercase, a lowercase, a number & a special character.');
  });
});
