import { useEffect } from 'react';
import { appName } from './app-name';

// Keeps the tab's title in step with client-side navigation.
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    const name = appName();
    document.title = title ? `${title} · ${name}` : name;
  }, [title]);
}
