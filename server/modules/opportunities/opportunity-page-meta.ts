import { previewText } from '@shared/text-preview';
import type { PageMeta } from '../../web/page-html';
import type { PageMetaResolver } from '../../web/page-meta';
import { previewImagePath } from '../../web/site-files';
import type { OpportunityDetailDto } from './opportunities.dto';
import type { OpportunitiesService } from './opportunities.service';

const OPPORTUNITY_PATH = /^\/opportunity\/([^/]+)\/?$/;

// D19: a shared link to a public opportunity previews its title and description (Open Graph,
// Twitter card) and carries schema.org data: an Event when it has a date, otherwise a
// JobPosting. Unknown, malformed or non-public ids fall back to the site's own meta.
export function opportunityPageMeta(opportunities: OpportunitiesService, appName: string): PageMetaResolver {
  return async (pathname, { origin }) => {
    const match = OPPORTUNITY_PATH.exec(pathname);
    if (!match?.[1]) return undefined;
    const id = decodedSegment(match[1]);
    if (id === undefined) return undefined;
    const opportunity = await opportunities.findForPreview(id);
    if (!opportunity) return undefined;
    const url = `${origin}/opportunity/${opportunity.id}`;
    const image = `${origin}${previewImagePath(opportunity.id)}`;
    return {
      title: `${opportunity.title} · ${appName}`,
      description: previewText(opportunity.description.replace(/\s+/g, ' ').trim()),
      type: 'article',
      image: { url: image, alt: `${opportunity.title}, on ${appName}` },
      jsonLd: { ...structuredData(opportunity, { appName, origin, url }), image },
    } satisfies PageMeta;
  };
}

// A path segment as written, or undefined when its percent-encoding is broken (issue 18:
// `/opportunity/%` threw a URIError, a 500; such a page is simply not found).
function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function structuredData(
  opportunity: OpportunityDetailDto,
  site: { appName: string; origin: string; url: string },
): Record<string, unknown> {
  const organization = { '@type': 'Organization', name: site.appName, url: site.origin };
  const place = (name: string | null) =>
    opportunity.city ? { '@type': 'Place', ...(name ? { name } : {}), address: opportunity.city } : undefined;
  if (opportunity.date) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: opportunity.title,
      description: opportunity.description,
      startDate: opportunity.date,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: place(opportunity.venue) ?? { '@type': 'Place', name: opportunity.venue ?? site.appName },
      organizer: organization,
      url: site.url,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opportunity.title,
    description: opportunity.description,
    datePosted: opportunity.createdAt.slice(0, 10),
    hiringOrganization: organization,
    ...(opportunity.city
      ? { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: opportunity.city } } }
      : {}),
    url: site.url,
  };
}
