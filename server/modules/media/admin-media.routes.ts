import { Hono } from 'hono';
import { flyerCropSchema } from '@shared/media';
import type { AppEnv } from '../../app-env';
import { readQuery } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import { describeRoute } from '../../openapi/describe-route';
import type { AdminMediaService } from './admin-media.service';
import { readImageUpload } from './image-upload';
import type { ProfileMediaService } from './profile-media.service';

// D33 in the back office (under /api/admin, behind the role guard): staff see a person's media
// (reviewers too, D12: /api/admin/people is theirs), admins change flyers and remove any image.
export function adminMediaRoutes(profile: ProfileMediaService, admin: AdminMediaService) {
  return new Hono<AppEnv>()
    .get(
      '/people/:personId/media',
      describeRoute({ summary: "A person's profile photo, gallery and media links", access: 'staff' }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await profile.ofPerson(c.req.param('personId')));
      },
    )
    .delete(
      '/media/:imageId',
      describeRoute({
        summary: 'Remove any image (logged in the activity feed)',
        access: 'admins',
        status: 204,
        answers: 'nothing',
      }),
      async (c) => {
        await admin.removeImage(currentUser(c).id, c.req.param('imageId'));
        return c.body(null, 204);
      },
    )
    .get(
      '/opportunities/:id/flyer',
      describeRoute({ summary: "An opportunity's flyer", access: 'admins' }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await admin.flyerOf(c.req.param('id')));
      },
    )
    .put(
      '/opportunities/:id/flyer',
      describeRoute({
        summary: "Upload an opportunity's flyer, cropped (x, y, width, height in the original's pixels)",
        access: 'admins',
        query: flyerCropSchema,
        upload: 'image',
      }),
      async (c) => {
        const user = currentUser(c);
        const { x, y, width, height } = readQuery(c, flyerCropSchema);
        const crop =
          x === undefined || y === undefined || width === undefined || height === undefined
            ? undefined
            : { left: x, top: y, width, height };
        return c.json(await admin.setFlyer(user.id, c.req.param('id'), await readImageUpload(c), crop));
      },
    )
    .delete(
      '/opportunities/:id/flyer',
      describeRoute({
        summary: "Remove an opportunity's flyer (logged in the activity feed)",
        access: 'admins',
        status: 204,
        answers: 'nothing',
      }),
      async (c) => {
        await admin.removeFlyer(currentUser(c).id, c.req.param('id'));
        return c.body(null, 204);
      },
    );
}
