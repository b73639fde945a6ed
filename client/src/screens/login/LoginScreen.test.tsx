import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { LoginScreen } from './LoginScreen';

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const loginButton = () => screen.getByRole('button', { name: 'Login' });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('/login (spec §2, §5)', () => {
  it("shows 'Email is required' and 'Password is required' under their fields", () => {
    renderScreen('/login', { '/login': <LoginScreen /> });
    screen.getByRole('heading', { name: 'Welcome back!' });
    fireEvent.click(loginButton());
    expect(screen.getByText('Email is required').id).toBe(email().getAttribute('aria-describedby'));
    expect(screen.getByText('Password is required').id).toBe(password().getAttribute('aria-describedby'));
    expect(email().getAttribute('aria-invalid')).toBe('true');
  });

  it("shows 'Please enter a valid email address' for an address without a domain, and Enter submits", () => {
    renderScreen('/login', { '/login': <LoginScreen /> });
    fireEvent.change(email(), { target: { value: 'dana@' } });
    fireEvent.submit(email().closest('form')!);
    screen.getByText('Please enter a valid email address');
  });

  it('clears a field error when that field is edited, and only that one', () => {
    renderScreen('/login', { '/login': <LoginScreen /> });
    fireEvent.click(loginButton());
    fireEvent.change(email(), { target: { value: 'd' } });
    expect(screen.queryByText('Email is required')).toBeNull();
    screen.getByText('Password is required');
    fireEvent.change(password(), { target: { value: 'x' } });
    expect(screen.queryByText('Password is required')).toBeNull();
  });

  it("toggles the password between hidden and shown with 'Show password' / 'Hide password'", () => {
    renderScreen('/login', { '/login': <LoginScreen /> });
    expect(password().getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().getAttribute('type')).toBe('password');
  });

  it('has Remember Me, the forgot-password and sign-up links, and both social buttons', () => {
    renderScreen('/login', { '/login': <LoginScreen /> });
    screen.getByRole('checkbox', { name: 'Remember Me' });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    screen.getByRole('button', { name: 'Continue with Google' });
    screen.getByRole('button', { name: 'Continue with Facebook' });
  });
});
