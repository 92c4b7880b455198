// D28: the contract between the server and the client's server entry
// (client/app/entry-server.tsx, built by Vite into dist/server/entry-server.js).

// The API, reached in-process as the visitor: a path under /api and the request's options.
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

export type RenderedPage = {
  status: 200 | 404;
  // What goes inside the page's #root, the data the browser starts from included.
  html: string;
  // Source files (from the client's root) of the page's code, for the server to preload.
  modules: string[];
};

export type ServerEntry = {
  renderPage: (
    url: URL,
    // acceptLanguage: the visitor's Accept-Language, for dates in their locale.
    options: { fetchApi: ApiFetch; appName: string; acceptLanguage?: string },
  ) => Promise<RenderedPage | undefined>;
  // Every page module the route table names, to check against the build.
  pageModules: () => string[];
};
