import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILES = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|ico)$/;
// Smaller files are sent as they are: compressing them saves next to nothing. Compressed once at
// build time, a script of a few hundred bytes still loses a third to a half (decision 174).
export const MIN_BYTES = 256;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// Built text files are compressed once, at build time, at the highest levels (.br and .gz
// beside each); the server sends the one the browser accepts (serveStatic's precompressed).
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'backline:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!TEXT_FILES.test(file) || file.includes('/.vite/')) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
