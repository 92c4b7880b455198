import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

// Answers 200 once the app can serve: the database answers a query.
export function healthRoutes(checkDatabase: () => Promise<void>, databaseKind: string) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await checkDatabase();
      return c.json({ status: 'ok', database: databaseKind });
    } catch {
      return c.json({ status: 'unavailable', database: databaseKind }, 503);
    }
  });
}
