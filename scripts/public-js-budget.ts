import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { MIN_BYTES } from './precompress-assets.ts';

// D28, issues 22 and 43: what a first visit to a public page downloads, at most 85 KB of
// JavaScript once compressed (brotli, as served; decision 174). The client build prints each
// page's figure and fails when one passes.
export const PUBLIC_PAGES: Record<string, string> = {
  '/': 'app/routes/home-page.tsx',
  '/about': 'app/routes/about-page.tsx',
  '/our-story': 'app/routes/our-story-page.tsx',
  '/faq': 'app/routes/faq-page.tsx',
  '/apply': 'app/routes/apply-page.tsx',
  '/opportunities': 'app/routes/opportunities-page.tsx',
  '/opportunity/:id': 'app/routes/opportunity-page.tsx',
  // Issue 16: the policies.
  '/privacy': 'app/routes/policy-pages.tsx',
  '/terms': 'app/routes/policy-pages.tsx',
  // D34: a person's public page, held to a budget of its own.
  '/talent/:handle': 'app/routes/talent-page.tsx',
};
export const BUDGET_BYTES = 85 * 1024;
// Pages whose budget is not BUDGET_BYTES (issue 44: a talent page carries the players' poster code).
export const PAGE_BUDGETS: Record<string, number> = { '/talent/:handle': 100 * 1024 };

export type Chunk = { fileName: string; imports: string[]; code: string };

// The chunks a page loads at first: the entry's and the page's, with what they import
// statically, each once.
export function firstLoadChunks(chunks: Map<string, Chunk>, starts: string[]): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.set(fileName, chunk);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const start of starts) visit(start);
  return [...seen.values()];
}

// The bytes a browser that accepts brotli receives (small files travel uncompressed).
export function servedSize(code: string): number {
  const raw = Buffer.byteLength(code);
  if (raw < MIN_BYTES) return raw;
  return brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    .length;
}

export function publicJsBudget(): Plugin {
  let clientRoot = '';
  return {
    name: 'backline:public-js-budget',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      clientRoot = config.root;
    },
    writeBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      let entry: string | undefined;
      const byModule = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, { fileName: output.fileName, imports: output.imports, code: output.code });
        if (output.isEntry) entry = output.fileName;
        if (output.facadeModuleId) byModule.set(output.facadeModuleId, output.fileName);
      }
      if (!entry) this.error('The client build has no entry chunk');
      const sizes = new Map<string, number>();
      const rows: string[] = [];
      const over: string[] = [];
      for (const [route, module] of Object.entries(PUBLIC_PAGES)) {
        const page = byModule.get(`${clientRoot}/${module}`);
        if (!page) this.error(`No chunk for ${module} (the page of ${route}): is it still loaded lazily?`);
        const loaded = firstLoadChunks(chunks, [entry, page]);
        let total = 0;
        for (const chunk of loaded) {
          if (!sizes.has(chunk.fileName)) sizes.set(chunk.fileName, servedSize(chunk.code));
          total += sizes.get(chunk.fileName) ?? 0;
        }
        const budget = PAGE_BUDGETS[route] ?? BUDGET_BYTES;
        const own = budget === BUDGET_BYTES ? '' : ` (budget ${budget / 1024} KB)`;
        rows.push(
          `  ${route.padEnd(18)} ${String(loaded.length).padStart(3)} files ${(total / 1024).toFixed(1).padStart(6)} KB${own}`,
        );
        if (total > budget) over.push(`${route} (${(total / 1024).toFixed(1)} KB)`);
      }
      console.log(
        `\nJavaScript of a first visit, brotli (budget ${BUDGET_BYTES / 1024} KB a page):\n${rows.join('\n')}\n`,
      );
      if (over.length > 0) this.error(`Public pages over their JavaScript budget: ${over.join(', ')}`);
    },
  };
}
