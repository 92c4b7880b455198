import { Hono } from 'hono';
import { captionSchema, galleryOrderSchema, photoCropSchema } from '@shared/media';
import { mediaLinksSchema } from '@shared/media-links';
import type { AppEnv } from '../../app-env';
import { readJson, readQuery } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import { describeRoute } from '../../openapi/describe-route';
import { readImageUpload } from './image-upload';
import type { ProfileMediaService } from './profile-media.service';

// D33 /profile: the signed-in person's own photo, gallery and links; whose is decided by the
// session alone (D14). The caller is known, and the query read, before any image byte is.
export function profileMediaRoutes(service: ProfileMediaService) {
  return new Hono<AppEnv>()
    .get(
      '/profile/media',
      describeRoute({ summary: "The caller's profile photo, gallery and media links", access: 'members' }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await service.get(currentUser(c).id));
      },
    )
    .put(
      '/profile/media/photo',
      describeRoute({
        summary: "Upload the caller's profile photo, cropped to a square (x, y, size in the original's pixels)",
        access: 'members',
        query: photoCropSchema,
        upload: 'image',
      }),
      async (c) => {
        const user = currentUser(c);
        const { x, y, size } = readQuery(c, photoCropSchema);
        const crop =
          x === undefined || y === undefined || size === undefined
            ? undefined
            : { left: x, top: y, width: size, height: size };
        return c.json(await service.setPhoto(user.id, await readImageUpload(c), crop));
      },
    )
    .delete(
      '/profile/media/photo',
      describeRoute({
        summary: "Remove the caller's profile photo",
        access: 'members',
        status: 204,
        answers: 'nothing',
      }),
      async (c) => {
        await service.removePhoto(currentUser(c).id);
        return c.body(null, 204);
      },
    )
    .post(
      '/profile/media/gallery',
      describeRoute({
        summary: "Add an image to the end of the caller's gallery (at most 12)",
        access: 'members',
        upload: 'image',
        status: 201,
      }),
      async (c) => {
        const user = currentUser(c);
        return c.json(await service.addGalleryImage(user.id, await readImageUpload(c)), 201);
      },
    )
    .put(
      '/profile/media/gallery/order',
      describeRoute({ summary: "Reorder the caller's gallery", access: 'members', body: galleryOrderSchema }),
      async (c) => {
        const user = currentUser(c);
        const { ids } = await readJson(c, galleryOrderSchema);
        return c.json(await service.orderGallery(user.id, ids));
      },
    )
    .patch(
      '/profile/media/gallery/:imageId',
      describeRoute({ summary: "Caption one of the caller's gallery images", access: 'members', body: captionSchema }),
      async (c) => {
        const user = currentUser(c);
        const { caption } = await readJson(c, captionSchema);
        return c.json(await service.captionGalleryImage(user.id, c.req.param('imageId'), caption));
      },
    )
    .delete(
      '/profile/media/gallery/:imageId',
      describeRoute({
        summary: "Remove one of the caller's gallery images",
        access: 'members',
        status: 204,
        answers: 'nothing',
      }),
      async (c) => {
        await service.removeGalleryImage(currentUser(c).id, c.req.param('imageId'));
        return c.body(null, 204);
      },
    )
    .put(
      '/profile/media/links',
      describeRoute({
        summary: "Save the caller's audio and video links (at most 6, http(s) only)",
        access: 'members',
        body: mediaLinksSchema,
      }),
      async (c) => {
        const user = currentUser(c);
        const { links } = await readJson(c, mediaLinksSchema);
        return c.json(await service.setLinks(user.id, links));
      },
    );
}
