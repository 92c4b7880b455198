import { previewText } from '@shared/text-preview';
import type { PageMeta } from '../../web/page-html';
import type { PageMetaResolver } from '../../web/page-meta';
import { previewSizeOf } from '../opportunities/opportunity-page-meta';
import type { TalentPagesService } from './talent-pages.service';

const TALENT_PATH = /^\/talent\/([^/]+)\/?$/;

// D34: a shared link to a talent page previews the person's photo; search engines are kept out
// unless the person ticked "Show my page in search engines". An unpublished page has no preview
// (it is not found).
export function talentPageMeta(
  talentPages: Pick<TalentPagesService, 'findForPreview'>,
  appName: string,
): PageMetaResolver {
  return async (pathname, { origin }) => {
    const match = TALENT_PATH.exec(pathname);
    if (!match?.[1]) return undefined;
    const page = await talentPages.findForPreview(match[1]);
    if (!page) return undefined;
    const description = page.bio
      ? previewText(page.bio.replace(/\s+/g, ' ').trim())
      : [...page.tracks, ...page.genres].join(' · ') || `${page.name} on ${appName}`;
    return {
      title: `${page.name} · ${appName}`,
      description,
      type: 'website',
      noindex: !page.indexable,
      ...(page.photo
        ? { image: { url: `${origin}${page.photo.src}`, alt: page.name, ...previewSizeOf(page.photo) } }
        : {}),
    } satisfies PageMeta;
  };
}
