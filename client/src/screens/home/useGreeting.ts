import { useQuery } from '@tanstack/react-query';
import { displayNameOf } from '@fixwise/shared';
import { useEffect, useState } from 'react';
import { STORAGE_KEYS, readSessionItem, writeSessionItem } from '../../app/session';
import { useTRPC } from '../../app/trpc';
import { arrivedFromOnboarding, clearArrivalFlags, greetingFor } from './greeting';

/**
 * 'Welcome' after onboarding, 'Welcome back' otherwise, with the first word of the display name.
 * A missing display name is fetched from the profile and stored beside the token.
 */
export function useGreeting() {
  const trpc = useTRPC();
  const [fromOnboarding] = useState(arrivedFromOnboarding);
  // once shown: a render React throws away must not use up the flags (then the greeting said 'Welcome back')
  useEffect(clearArrivalFlags, []);
  const [displayName, setDisplayName] = useState(() => readSessionItem(STORAGE_KEYS.displayName));
  const me = useQuery({ ...trpc.account.me.queryOptions(), staleTime: 60_000 });

  useEffect(() => {
    if (!me.data) return;
    const name = displayNameOf(me.data);
    writeSessionItem(STORAGE_KEYS.userEmail, me.data.email);
    if (!displayName) {
      writeSessionItem(STORAGE_KEYS.displayName, name);
      setDisplayName(name);
    }
  }, [me.data, displayName]);

  return {
    greeting: greetingFor(fromOnboarding, displayName),
    displayName: displayName ?? 'User',
    email: me.data?.email ?? readSessionItem(STORAGE_KEYS.userEmail) ?? '',
    userId: me.data?.id ?? readSessionItem(STORAGE_KEYS.userId) ?? '',
  };
}
