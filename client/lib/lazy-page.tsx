import { type ComponentType, lazy } from 'react';

// `module` is the page's source file from the client's root (app/routes/home-page.tsx): the
// server names its chunk in the page it renders, so the browser fetches it at once.
export type LazyPage = ComponentType & { preload: () => Promise<void>; module: string };

// A page in its own chunk (a visitor downloads only the pages they open). Once loaded it
// renders at once, without suspending: the server and the browser load the page of the
// address before rendering it, so the browser's first render matches the server's HTML (D28).
export function lazyPage<Module>(
  module: string,
  load: () => Promise<Module>,
  pick: (loaded: Module) => ComponentType,
): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (loaded) => {
        Loaded = pick(loaded);
      },
      (error: unknown) => {
        loading = undefined; // a failed download may be tried again
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => preload().then(() => ({ default: Loaded as ComponentType })));
  function Page() {
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return Object.assign(Page, { preload, module });
}
