import { Hono } from 'hono';
import { profileSchema } from '@shared/profile-schema';
import type { AppEnv } from '../../app-env';
import { readJson } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import type { ProfileService } from './profile.service';
import { describeRoute } from '../../openapi/describe-route';

// spec §2 /profile: the signed-in person's own profile; the whole edited object is sent (spec §7).
export function profileRoutes(service: ProfileService) {
  return new Hono<AppEnv>()
    .get('/profile', describeRoute({ summary: "The caller's profile", access: 'members' }), async (c) => {
      const user = currentUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await service.get(user.id));
    })
    .put(
      '/profile',
      describeRoute({ summary: "Save the caller's whole profile", access: 'members', body: profileSchema }),
      async (c) => {
        const user = currentUser(c);
        const values = await readJson(c, profileSchema);
        return c.json(await service.update(user.id, values));
      },
    );
}
