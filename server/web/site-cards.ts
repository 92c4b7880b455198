import type { PageMeta } from './page-html';

// Issue 41: the share images of the home, list and About pages (Open Graph, as the opportunity
// pages' of D28), drawn by preview-image.ts: a label, a title and a line of their own.
type SiteCard = { file: string; label: string; title: string; detail: string };

const SITE_CARDS: Record<string, SiteCard> = {
  '/': {
    file: 'home',
    label: 'Talent network',
    title: 'The talent network for nightlife and live events',
    detail: 'DJs, hosts, performers, creators, crew and partners',
  },
  '/opportunities': {
    file: 'opportunities',
    label: 'Open calls',
    title: 'Opportunities',
    detail: 'Shows, tours, content gigs and crew calls',
  },
  '/about': {
    file: 'about',
    label: 'About',
    title: 'The crew behind the crew',
    detail: 'One profile, every night that needs you',
  },
};

export function siteCardOfFile(file: string): SiteCard | undefined {
  return Object.values(SITE_CARDS).find((card) => card.file === file);
}

export const siteCardPath = (card: SiteCard) => `/og/page/${card.file}.png`;

// The page's image for its meta, if it has a card.
export function siteCardImage(pathname: string, origin: string, appName: string): PageMeta['image'] {
  const card = SITE_CARDS[pathname];
  return card ? { url: `${origin}${siteCardPath(card)}`, alt: `${card.title}, on ${appName}` } : undefined;
}
