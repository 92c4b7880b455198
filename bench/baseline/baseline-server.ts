import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Database } from '../../server/db/database';
import { pingDatabase } from '../../server/modules/health/health.repo';
import { createTagDictionary } from '../../server/modules/opportunities/tag-dictionary';
import { type Answer, notFound } from './answer';
import { baselineApplications } from './baseline-applications';
import { baselineSearch } from './baseline-search';
import { baselineSimilar } from './baseline-similar';

// Issue 43: the bench's bare baseline. A node:http server, no framework and none of the app's
// middleware, that answers the bench's compared rows by sending exactly the app's statements
// (the same text, parameters, prepared names and round trips) through the app's own repo
// functions, on a pool like the app's. Its answers are the rows as read, as JSON, uncompressed.
// Side by side with the app, the difference is the app's own path.
export function createBaselineServer(db: Database): Server {
  // One dictionary for both reads that name tags, as the app's opportunities service has one.
  const tagNames = createTagDictionary(db);
  const search = baselineSearch(db, tagNames);
  const similar = baselineSimilar(db, tagNames);
  const applications = baselineApplications(db);

  const route = async (request: IncomingMessage): Promise<Answer> => {
    if (request.method !== 'GET') return { status: 405, body: { error: 'GET only' } };
    const url = new URL(request.url ?? '/', 'http://baseline');
    if (url.pathname === '/api/health') {
      await pingDatabase(db);
      return { status: 200, body: { status: 'ok' } };
    }
    if (url.pathname === '/api/opportunities') return search(url.searchParams);
    const similarTo = /^\/api\/opportunities\/([^/]+)\/similar$/.exec(url.pathname)?.[1];
    if (similarTo) return similar(decodeURIComponent(similarTo));
    if (url.pathname === '/api/admin/applications') return applications(url.searchParams, request.headers.cookie);
    return notFound;
  };

  return createServer((request, response) => {
    route(request).then(
      (answer) => send(response, answer),
      (error: Error) => send(response, { status: 500, body: { error: error.message } }),
    );
  });
}

function send(response: ServerResponse, answer: Answer): void {
  const text = JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}
