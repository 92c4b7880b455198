import { previewText } from '@shared/text-preview';
import type { PageMeta } from '../../web/page-html';
import type { PageMetaResolver } from '../../web/page-meta';
import { previewImagePath } from '../../web/share-images';
import type { ImageDto } from '../media/media.dto';
import type { OpportunityDetailDto } from './opportunities.dto';
import type { OpportunitiesService } from './opportunities.service';

const OPPORTUNITY_PATH = /^\/opportunity\/([^/]+)\/?$/;

// D19: a shared link to a public opportunity previews its title and description (Open Graph,
// Twitter card) and carries schema.org data (a JobPosting). Unknown, malformed or draft ids fall
// back to the site's own meta.
export function opportunityPageMeta(opportunities: OpportunitiesService, appName: string): PageMetaResolver {
  return async (pathname, { origin }) => {
    const match = OPPORTUNITY_PATH.exec(pathname);
    if (!match?.[1]) return undefined;
    const id = decodedSegment(match[1]);
    if (id === undefined) return undefined;
    const opportunity = await opportunities.findForPreview(id);
    if (!opportunity) return undefined;
    const url = `${origin}/opportunity/${opportunity.id}`;
    const alt = `${opportunity.title}, on ${appName}`;
    // D33: the flyer, when there is one, in place of the generated card.
    const image = opportunity.flyer
      ? { url: `${origin}${opportunity.flyer.src}`, alt, ...previewSizeOf(opportunity.flyer) }
      : { url: `${origin}${previewImagePath(opportunity.id)}`, alt };
    return {
      title: `${opportunity.title} · ${appName}`,
      description: previewText(opportunity.description.replace(/\s+/g, ' ').trim()),
      type: 'article',
      image,
      jsonLd: { ...structuredData(opportunity, { appName, origin, url }), image: image.url },
    } satisfies PageMeta;
  };
}

// The size of an image's `src` (the JPEG at its widest up to 1280 px: media.dto.ts), scaled from
// the image's own.
export function previewSizeOf(image: ImageDto): { type: string; width: number; height: number } {
  const width = Number(/-(\d+)\.jpg$/.exec(image.src)?.[1] ?? image.width);
  return { type: 'image/jpeg', width, height: Math.round((image.height * width) / image.width) };
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

// Issue 41: a role to apply for, so search engines show it as one (JobPosting); with a date, the
// night it is for as well (an Event, its times where it happens: issue 42). A page that outlives
// its openings (D32) says until when it took applications.
function structuredData(
  opportunity: OpportunityDetailDto,
  site: { appName: string; origin: string; url: string },
): Record<string, unknown> {
  const organization = { '@type': 'Organization', name: site.appName, url: site.origin };
  const location = opportunity.city
    ? {
        '@type': 'Place',
        ...(opportunity.venue ? { name: opportunity.venue } : {}),
        address: { '@type': 'PostalAddress', addressLocality: opportunity.city },
      }
    : undefined;
  const event = opportunity.date
    ? {
        '@type': 'Event',
        name: opportunity.title,
        startDate: opportunity.startsAt ?? opportunity.date,
        ...(opportunity.endsAt ? { endDate: opportunity.endsAt } : {}),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: location ?? { '@type': 'Place', name: opportunity.venue ?? site.appName },
        organizer: organization,
        url: site.url,
      }
    : undefined;
  const taking = opportunity.status === 'open' && !opportunity.past;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opportunity.title,
    description: opportunity.description,
    datePosted: opportunity.createdAt.slice(0, 10),
    ...(taking ? {} : { validThrough: opportunity.updatedAt }),
    employmentType: 'CONTRACTOR',
    hiringOrganization: organization,
    ...(location ? { jobLocation: location } : {}),
    ...(opportunity.slotsTotal > 0 ? { totalJobOpenings: opportunity.slotsTotal } : {}),
    ...(event ? { about: event } : {}),
    url: site.url,
  };
}
