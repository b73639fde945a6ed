import { useQueryClient } from '@tanstack/react-query';
import { displayNameOf, isProfileFilledIn } from '@fixwise/shared';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS, rememberForOnboarding, storeSession, writeSessionItem } from './session';
import { useTRPCClient } from './trpc';

/**
 * Spec §4 Login: store the token (localStorage with Remember Me, else sessionStorage), fetch the
 * profile; filled in → /home (fromLogin), else tempUserData → /onboarding; profile failure → /home.
 */
export function useCompleteSignIn() {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return async (session: { id: string; token: string }, remember: boolean) => {
    queryClient.clear();
    storeSession({ token: session.token, userId: session.id }, remember);
    let user: Awaited<ReturnType<typeof client.account.me.query>>;
    try {
      user = await client.account.me.query();
    } catch {
      writeSessionItem(STORAGE_KEYS.fromLogin, 'true');
      navigate('/home');
      return;
    }
    writeSessionItem(STORAGE_KEYS.displayName, displayNameOf(user));
    writeSessionItem(STORAGE_KEYS.userEmail, user.email);
    if (isProfileFilledIn(user)) {
      writeSessionItem(STORAGE_KEYS.fromLogin, 'true');
      navigate('/home');
    } else {
      rememberForOnboarding({ userId: user.id, firstname: user.firstname, lastname: user.lastname, email: user.email });
      navigate('/onboarding', { replace: true });
    }
  };
}
