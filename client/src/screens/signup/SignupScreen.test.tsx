import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { SignupScreen } from './SignupScreen';

const value = (label: string) => (screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement).value;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('/signup (spec §2, §5)', () => {
  it('shows every required-field message, then "Password is not strong enough" for a weak one', () => {
    renderScreen('/signup', { '/signup': <SignupScreen /> });
    screen.getByRole('heading', { name: 'Getting Started' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
    ]) {
      screen.getByText(text);
    }
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'weakpass' } });
    expect(screen.queryByText('Password is required')).toBeNull();
    screen.getByText('First name is required');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    screen.getByText('Password is not strong enough');
  });

  it('is prefilled from a stored Google user, with no password to choose', () => {
    localStorage.setItem(
      'tempGoogleUser',
      JSON.stringify({ uid: 'g1', email: 'rosa@gmail.com', displayName: 'Rosa Maria Lopez' }),
    );
    localStorage.setItem('tempGoogleAuthToken', 'grant');
    renderScreen('/signup', { '/signup': <SignupScreen /> });
    expect([value('First Name'), value('Last Name'), value('Email')]).toEqual([
      'Rosa',
      'Maria Lopez',
      'rosa@gmail.com',
    ]);
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
  });

  it("offers 'Continue with Google' and the 'Sign in' link", () => {
    renderScreen('/signup', { '/signup': <SignupScreen /> });
    screen.getByRole('button', { name: 'Continue with Google' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
