import type { PageMeta } from './page-html';
import { siteCardImage } from './site-cards';

// Meta for the static pages; pages with their own data (an opportunity) register a resolver.
// `origin` is the address people reach the site at (for absolute links in structured data).
export type PageMetaResolver = (pathname: string, context: { origin: string }) => Promise<PageMeta | undefined>;

export function staticPageMeta(pathname: string, appName: string, origin: string): PageMeta {
  const tagline = `${appName} is the talent network for nightlife and live events: DJs, hosts, performers, creators, crew and partners. Apply once, get discovered anywhere.`;
  const titled = (page: string) => `${page} · ${appName}`;
  const pages: Record<string, PageMeta> = {
    '/': { title: `${appName} — the talent network for nightlife and live events`, description: tagline },
    '/about': { title: titled('About'), description: tagline },
    '/our-story': {
      title: titled('Our story'),
      description: `How a first show of about three thousand people, which raised $62,000 for charity, became ${appName}.`,
    },
    '/faq': {
      title: titled('FAQ'),
      description: `Answers about applying to ${appName}, reviews, roles and reapplying.`,
    },
    '/opportunities': {
      title: titled('Opportunities'),
      description: `Open gigs, shows and roles at live events, posted by the ${appName} team.`,
    },
    '/auth': { title: titled('Sign in or create your profile'), description: tagline },
    '/apply': { title: titled('Apply'), description: tagline },
    '/reset-password': { title: titled('Reset password'), description: tagline },
    '/confirm-email': { title: titled('Confirm your email'), description: tagline },
    '/privacy': {
      title: titled('Privacy policy'),
      description: `What ${appName} keeps about you, why, who sees it and for how long.`,
    },
    '/terms': { title: titled('Terms of use'), description: `The rules for using ${appName}, in plain words.` },
    '/contact': { title: titled('Contact the team'), description: `Write to the ${appName} team.` },
  };
  const image = siteCardImage(pathname, origin, appName);
  return { ...(pages[pathname] ?? { title: appName, description: tagline }), ...(image ? { image } : {}) };
}

// The meta of a page answered 404: an unknown opportunity's in the spec's words ('Opportunity not
// found', issue 41), any other address's as the generic not-found page.
export function notFoundPageMeta(pathname: string, appName: string, origin: string): PageMeta {
  const what = pathname.startsWith('/opportunity/') ? 'Opportunity not found' : 'Page not found';
  return { title: `${what} · ${appName}`, description: staticPageMeta('/', appName, origin).description };
}
