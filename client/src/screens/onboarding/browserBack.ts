import { useEffect, useRef } from 'react';

/*
 * Spec §2: browser back on step 1 goes to /login. The router handles popstate by re-rendering, which
 * unmounts step 1 (and any listener it added) before a later listener can run. So the one listener is
 * added when this module loads, before the router's, and calls what step 1 has registered here.
 */
let onLeave: (() => void) | null = null;

window.addEventListener('popstate', () => {
  // going forward from step 1 to a later step is not leaving
  if (/^\/onboarding\/(?!1$)[^/]+$/.test(window.location.pathname)) return;
  onLeave?.();
});

export function useBrowserBackLeaves(active: boolean, leave: () => void) {
  const latest = useRef(leave);
  latest.current = leave;
  useEffect(() => {
    if (!active) return;
    const handler = () => latest.current();
    onLeave = handler;
    return () => {
      if (onLeave === handler) onLeave = null;
    };
  }, [active]);
}
