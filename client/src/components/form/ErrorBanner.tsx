import './form.css';

/** A red banner for a failed call; announced to screen readers. */
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="error-banner" role="alert">
      {message}
    </p>
  );
}

/** A green confirmation, announced politely. */
export function SuccessBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="success-banner" role="status">
      {message}
    </p>
  );
}

/** A notice that is neither a failure nor a success (why the person is asked to sign in), announced politely. */
export function NoticeBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="notice-banner" role="status">
      {message}
    </p>
  );
}
