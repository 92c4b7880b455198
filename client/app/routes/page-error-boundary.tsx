import { Component, type ReactNode } from 'react';

// A page that cannot render (a chunk that failed to download after a release, a bug) says so
// and offers a reload instead of leaving a blank screen.
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-muted-foreground">This page could not be shown. Reloading usually helps.</p>
        <button
          type="button"
          className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
      </main>
    );
  }
}
