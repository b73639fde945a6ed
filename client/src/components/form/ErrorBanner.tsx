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
