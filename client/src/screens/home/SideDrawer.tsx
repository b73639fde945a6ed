import { useMutation } from '@tanstack/react-query';
import { titleCase } from '@fixwise/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { endSession, leaveSession } from '../../app/session-end';
import { useTRPC } from '../../app/trpc';
import { Drawer } from '../../components/Drawer';
import { Modal } from '../../components/Modal';

/** Entries whose screens are not part of the product yet: they only log an event (spec §1). */
const LOGGED_ENTRIES = ['Settings', 'Billing & Subscriptions', 'About', 'Ask A Pro', 'Terms & Conditions'] as const;

export function SideDrawer({
  displayName,
  email,
  onClose,
  onStartProject,
}: {
  displayName: string;
  email: string;
  onClose: () => void;
  onStartProject: () => void;
}) {
  const navigate = useNavigate();
  const trpc = useTRPC();
  const [confirming, setConfirming] = useState(false);
  const logout = useMutation(trpc.account.logout.mutationOptions());

  const signOut = async () => {
    // the socket this session holds closes as the server revokes it: expected, not "ended elsewhere"
    leaveSession();
    // the session is revoked server-side; a failed call still signs this device out
    await logout.mutateAsync().catch(() => undefined);
    // clears storage and the query cache, closes the socket, goes to /login (app/SessionEnd.tsx)
    endSession();
  };

  if (confirming) {
    return (
      <Modal
        title="Confirm Sign Out"
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={logout.isPending}
              onClick={() => void signOut()}
            >
              Yes, Sign Out
            </button>
          </>
        }
      >
        <p>Are you sure you want to sign out? You'll need to log in again to access your account.</p>
      </Modal>
    );
  }

  return (
    <Drawer label="Menu" onClose={onClose}>
      <div className="drawer-profile">
        <div className="drawer-avatar" aria-hidden="true">
          {titleCase(displayName).charAt(0)}
        </div>
        <p className="drawer-name">{titleCase(displayName)}</p>
        <p className="drawer-email">{email}</p>
      </div>
      <button type="button" className="button button-primary button-block" onClick={onStartProject}>
        + Start New Project
      </button>
      <nav className="drawer-nav" aria-label="Main">
        <button
          type="button"
          className="drawer-item"
          onClick={() => {
            onClose();
            navigate('/home');
          }}
        >
          My Projects
        </button>
        {LOGGED_ENTRIES.map((entry) => (
          <button
            key={entry}
            type="button"
            className="drawer-item"
            onClick={() => console.info('fixwise.menu', { entry, at: new Date().toISOString() })}
          >
            {entry}
            {entry === 'Ask A Pro' ? <span className="badge">Coming Soon</span> : null}
          </button>
        ))}
        <button type="button" className="drawer-item drawer-logout" onClick={() => setConfirming(true)}>
          Log-Out
        </button>
      </nav>
    </Drawer>
  );
}
