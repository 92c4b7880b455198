import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiFetch, ServerEntry } from '@shared/server-render';

// D28: the public pages rendered on the server by the client's own code (Vite's SSR build of
// client/app/entry-server.tsx), completed with what the browser needs to take over.

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type ServerRenderer = {
  render: (
    url: URL,
    fetchApi: ApiFetch,
    page: { template: string; acceptLanguage?: string },
  ) => Promise<{ status: 200 | 404; root: string; head: string } | undefined>;
};

export async function loadServerRenderer(options: {
  serverEntry: string;
  clientDir: string;
  appName: string;
}): Promise<ServerRenderer> {
  const entry = (await import(pathToFileURL(options.serverEntry).href)) as ServerEntry;
  const manifest = JSON.parse(readFileSync(join(options.clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const missing = entry.pageModules().filter((module) => !manifest[module]);
  if (missing.length > 0) {
    throw new Error(`The client build has no chunk for ${missing.join(', ')} (named in client/app/route-table.tsx)`);
  }

  // The page's chunk and every chunk it imports, so the browser fetches them with the HTML
  // (those the page names already aside).
  const preloads = (modules: string[], template: string): string[] => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return [...files]
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
  };

  return {
    async render(url, fetchApi, { template, acceptLanguage }) {
      const page = await entry.renderPage(url, { fetchApi, appName: options.appName, acceptLanguage });
      if (!page) return undefined;
      return {
        status: page.status,
        root: page.html,
        head: preloads(page.modules, template).join('\n    '),
      };
    },
  };
}
