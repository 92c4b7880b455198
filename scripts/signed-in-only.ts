import type { Plugin } from 'vite';

// The lazy chunks only signed-in people load (client/app/route-table.tsx, and the list's "Save as
// alert"), by their file's name. Their pieces are named nowhere as files to preload: those names
// would count against every visitor's download (docs/decisions/141).
export const SIGNED_IN_ONLY_CHUNKS = [
  'save-search-alert',
  'app-shell',
  'dashboard-page',
  'profile-page',
  'settings-page',
  'application-page',
  'admin-routes',
];

// `assets/dashboard-page-<hash>.js`, not `assets/admin-dashboard-page-<hash>.js`.
const files = SIGNED_IN_ONLY_CHUNKS.map((name) => ({ name, file: new RegExp(`(^|/)${name}-[\\w-]+\\.js$`) }));

export function isSignedInOnly(fileName: string): boolean {
  return files.some(({ file }) => file.test(fileName));
}

// The names no chunk of the build has.
export function missingSignedInOnly(fileNames: string[]): string[] {
  return files.filter(({ file }) => !fileNames.some((fileName) => file.test(fileName))).map(({ name }) => name);
}

// A module renamed or merged would silently put its pieces back in every visitor's download:
// the client build fails instead.
export function signedInOnlyChunksExist(): Plugin {
  return {
    name: 'backline:signed-in-only-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output.fileName] : []));
      const missing = missingSignedInOnly(chunks);
      if (missing.length > 0) {
        this.error(
          `No chunk is named ${missing.join(', ')}: update SIGNED_IN_ONLY_CHUNKS in scripts/signed-in-only.ts`,
        );
      }
    },
  };
}
