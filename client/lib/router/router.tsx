import {
  Children,
  createContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { matchNestedRoutes, matchRoutes, type Params, type RouteMatch, type RouteObject } from './match-routes';

export { matchRoutes, type RouteObject };

// Issue 43 (docs/decisions/172): the app's router. The part of React Router's API the app uses
// (the same names and behaviour), without its data routers, loaders and actions, which the app
// never used: it leaves room in every public page's first download.

export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

type Navigation = { location: Location; navigationType: NavigationType; navigate: NavigateFunction };
type RouteLevel = { matches: RouteMatch[]; outlet: ReactNode };

const NavigationContext = createContext<Navigation | null>(null);
const RouteContext = createContext<RouteLevel>({ matches: [], outlet: null });

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('Router hooks are used outside a router');
  return navigation;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

type HistoryState = { key: string; usr: unknown } | null;

function readLocation(state: HistoryState): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

// The browser's history: every entry has a key of its own, the first one too (it is given one
// when the app starts), so that Back can bring a page back where it was (scroll restoration).
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState(() => {
    const state = window.history.state as HistoryState;
    if (!state?.key) window.history.replaceState({ key: newKey(), usr: state?.usr ?? null }, '');
    return { location: readLocation(window.history.state as HistoryState), navigationType: 'POP' as NavigationType };
  });

  useEffect(() => {
    const onPop = (event: PopStateEvent) =>
      startTransition(() => setCurrent({ location: readLocation(event.state), navigationType: 'POP' }));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const state = { key: newKey(), usr: options.state ?? null };
    const url = new URL(to, window.location.href);
    if (options.replace) window.history.replaceState(state, '', url);
    else window.history.pushState(state, '', url);
    startTransition(() =>
      setCurrent({ location: readLocation(state), navigationType: options.replace ? 'REPLACE' : 'PUSH' }),
    );
  }, []);

  const value = useMemo(() => ({ ...current, navigate }), [current, navigate]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

// A server render (D28): the address it renders, which nothing can change.
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<Navigation>(() => {
    const url = new URL(location, 'http://localhost');
    return {
      location: { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' },
      navigationType: 'POP',
      navigate: () => {
        throw new Error('A server render cannot navigate');
      },
    };
  }, [location]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export const useLocation = (): Location => useNavigation().location;
export const useNavigationType = (): NavigationType => useNavigation().navigationType;
export const useNavigate = (): NavigateFunction => useNavigation().navigate;

export function useParams(): Params {
  const { matches } = useContext(RouteContext);
  return matches.at(-1)?.params ?? {};
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useNavigation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  // The latest location, so that a functional change builds on what is shown now.
  const latest = useRef(location);
  latest.current = location;
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const shown = latest.current;
      // Issue 41: a page stays shown while the next one loads (the navigation is a transition),
      // so a late change from it (a search box's pause ending) would take the person back from
      // the page they opened. Once the address names another page, this one's changes are moot.
      if (window.location.pathname !== shown.pathname) return;
      const value = typeof next === 'function' ? next(new URLSearchParams(shown.search)) : next;
      const search = new URLSearchParams(value).toString();
      navigate(`${shown.pathname}${search ? `?${search}` : ''}${shown.hash}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}

export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

// The element of the routes matching the address, each rendering the next in its <Outlet />.
// Under a route ending in `*`, routes match the rest of the address.
export function useRoutes(routes: RouteObject[]): ReactElement | null {
  const { location } = useNavigation();
  const parent = useContext(RouteContext);
  const matches = matchNestedRoutes(routes, location.pathname, parent.matches.at(-1));
  if (!matches) return null;
  const all = [...parent.matches, ...matches];
  return matches.reduceRight<ReactElement | null>((outlet, match, index) => {
    const level = { matches: all.slice(0, parent.matches.length + index + 1), outlet };
    return (
      <RouteContext.Provider value={level}>
        {match.route.element === undefined ? outlet : match.route.element}
      </RouteContext.Provider>
    );
  }, null);
}

export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

type RouteProps = { path?: string; index?: boolean; element?: ReactNode; children?: ReactNode };

// Only read by <Routes>, which turns its <Route> children into route objects.
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

function routesOf(children: ReactNode): RouteObject[] {
  return Children.toArray(children)
    .filter((child): child is ReactElement<RouteProps> => isValidElement(child))
    .map(({ props }) => ({
      path: props.path,
      index: props.index,
      element: props.element,
      children: props.children ? routesOf(props.children) : undefined,
    }));
}

export function Routes({ children }: { children: ReactNode }) {
  return useRoutes(useMemo(() => routesOf(children), [children]));
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string } & NavigateOptions;

// A link that navigates without a page load when clicked plainly (a new tab or window, a
// download, or a modified click stay the browser's).
export function Link({
  to,
  replace,
  state,
  onClick,
  target,
  ...rest
}: LinkProps & { ref?: React.Ref<HTMLAnchorElement> }) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`, { replace, state });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
};

// A link that knows whether it leads to the page shown (or, without `end`, to a page above it).
export function NavLink({ end, className, children, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = new URL(rest.to, 'http://localhost').pathname.replace(/(.)\/$/, '$1').toLowerCase();
  const here = pathname.replace(/(.)\/$/, '$1').toLowerCase();
  const isActive = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    >
      {typeof children === 'function' ? children({ isActive }) : children}
    </Link>
  );
}
