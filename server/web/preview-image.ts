import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { markSvgPath } from '../lib/app-paths';
import { escapeHtml } from './page-html';

// D28: the image a shared opportunity link shows (Open Graph, 1200×630 PNG): its type, title,
// city, date and venue, and the product's mark; issue 41: the home, list and About pages' cards
// (site-cards.ts) are drawn the same way, with a line of their own in place of the facts. Drawn as SVG and rasterized by resvg (Rust, off
// the event loop with renderAsync) with Inter from the npm package, never a system font.

const require = createRequire(import.meta.url);
const interDir = dirname(require.resolve('@expo-google-fonts/inter/package.json'));
const FONT_FILES = [
  '400Regular/Inter_400Regular.ttf',
  '600SemiBold/Inter_600SemiBold.ttf',
  '800ExtraBold/Inter_800ExtraBold.ttf',
].map((file) => join(interDir, file));

// The product's mark, one file for the browser's icon, the server's icons and the image.
export const MARK_SVG = readFileSync(markSvgPath, 'utf8');

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

export type PreviewFacts = {
  appName: string;
  title: string;
  type: string;
  city: string | null;
  // A calendar day, YYYY-MM-DD.
  date: string | null;
  venue: string | null;
  site: string;
  // A line of its own in place of the day, city and venue (a page's card, site-cards.ts).
  detail?: string;
  // The last line, "Apply on {site}" unless told (D32: an ended opportunity says so; issue 41).
  call?: string;
};

// Lines of at most `width` characters, at most `lines` of them, the last one cut with "…".
export function wrapText(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width) {
      current = candidate;
      continue;
    }
    if (current) out.push(current);
    current = word.length > width ? `${word.slice(0, width - 1)}…` : word;
  }
  if (current) out.push(current);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  const last = kept[lines - 1] ?? '';
  kept[lines - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}…`;
  return kept;
}

function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function previewSvg(facts: PreviewFacts): string {
  const titleLines = wrapText(facts.title, 26, 3);
  const titleSize = titleLines.length === 3 ? 64 : 72;
  const titleTop = 316;
  const details =
    facts.detail ?? [facts.date ? dayLabel(facts.date) : null, facts.city, facts.venue].filter(Boolean).join('  ·  ');
  const tspans = titleLines
    .map((line, index) => `<tspan x="80" y="${titleTop + index * titleSize * 1.12}">${escapeHtml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">
  <defs>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.9">
      <stop offset="0" stop-color="#7c3aed" stop-opacity="0.55"/>
      <stop offset="0.55" stop-color="#db2777" stop-opacity="0.12"/>
      <stop offset="1" stop-color="#09090f" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="#09090f"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  ${MARK_SVG.replace(/<title>.*?<\/title>/, '').replace('<svg ', '<svg x="80" y="64" width="64" height="64" ')}
  <text x="164" y="108" font-family="Inter" font-weight="800" font-size="36" fill="#fafafa">${escapeHtml(facts.appName)}</text>
 <rect x="80" y="190" width="${facts.type.length * 15 + 40}" height="40" rx="20" fill="#a855f7" fill-opacity="0.18"/>
  <text x="100" y="217" font-family="Inter" font-weight="600" font-size="20" letter-spacing="2" fill="#d8b4fe">${escapeHtml(facts.type.toUpperCase())}</text>
  <text font-family="Inter" font-weight="800" font-size="${titleSize}" fill="#ffffff">${tspans}</text>
  <text x="80" y="536" font-family="Inter" font-weight="400" font-size="32" fill="#d4d4d8">${escapeHtml(details)}</text>
  <text x="80" y="584" font-family="Inter" font-weight="600" font-size="24" fill="#a1a1aa">${escapeHtml(facts.call ?? `Apply on ${facts.site}`)}</text>
</svg>`;
}

export async function renderPreviewPng(facts: PreviewFacts): Promise<Buffer> {
  const rendered = await renderAsync(previewSvg(facts), {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' },
    fitTo: { mode: 'width', value: PREVIEW_WIDTH },
  });
  return rendered.asPng();
}
