import type { ReactNode } from 'react';

// Decision 136: Sign out is a form posting to the auth endpoint, so it works on a page the
// server rendered (D28) before the page's script has loaded: the server signs out and answers
// by going home. Once the script runs, it signs out itself (onSignOut) and nothing is posted.
export function SignOutForm({
  onSignOut,
  className,
  children,
}: {
  onSignOut: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action="/api/auth/sign-out"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSignOut();
      }}
    >
      {children}
    </form>
  );
}
