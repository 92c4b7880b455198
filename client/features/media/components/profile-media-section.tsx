import { lazy, type ReactNode, Suspense, useState } from 'react';
import { GALLERY_MAX } from '@shared/media';
import { MEDIA_LINKS_MAX } from '@shared/media-links';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import { Skeleton } from '../../../components/ui/skeleton';
import { useQueryClient } from '../../../lib/query/provider';
import { serverMessage } from '../../../lib/error-mapper';
import { useChangeProfileMedia } from '../api/change-profile-media';
import { profileMediaQueryKey, useProfileMedia } from '../api/get-profile-media';
import { type GalleryChange, GalleryEditor } from './gallery-editor';
import { ImageFileButton } from '../../../components/media/image-file-button';
import { LinksEditor } from './links-editor';

// The cropper and the uploader load once a file is chosen, not with the page.
const CropUpload = lazy(() =>
  import('../../../components/media/crop-upload').then((module) => ({ default: module.CropUpload })),
);
const GalleryUpload = lazy(() => import('./gallery-upload').then((module) => ({ default: module.GalleryUpload })));

type Chosen = { for: 'photo' | 'gallery'; file: File } | null;

// D33 on /profile: the photo, the gallery and the links. Each change is saved as it is made, apart
// from the profile form below.
export function ProfileMediaSection() {
  const media = useProfileMedia();
  const change = useChangeProfileMedia();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Chosen>(null);
  const [error, setError] = useState<string | null>(null);

  const saved = () => {
    setChosen(null);
    void queryClient.invalidateQueries({ queryKey: profileMediaQueryKey });
  };
  const apply = async (next: Parameters<typeof change.mutateAsync>[0]): Promise<boolean> => {
    setError(null);
    try {
      await change.mutateAsync(next);
      return true;
    } catch (caught) {
      setError(serverMessage(caught, 'Your change was not saved. Please try again.'));
      return false;
    }
  };

  if (media.isPending) return <Skeleton className="h-64" />;
  if (media.isError) return <Alert>Error loading your photos and links</Alert>;
  const { photo, gallery, links } = media.data;
  const busy = change.isPending || chosen !== null;
  const editor = (child: ReactNode) => <Suspense fallback={<Skeleton className="h-40" />}>{child}</Suspense>;

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="photo-and-media" className="grid gap-6">
        <div className="grid gap-1">
          <h2 id="photo-and-media" className="text-lg font-semibold">
            Photo and media
          </h2>
          <p className="text-sm text-muted-foreground">Saved as you go. JPEG, PNG or WebP, up to 15 MB.</p>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-400">
            {error}
          </p>
        )}

        <div className="grid gap-3">
          <h3 className="font-semibold">Profile photo</h3>
          {chosen?.for === 'photo' ? (
            editor(
              <CropUpload
                file={chosen.file}
                square
                label="Photo crop"
                saveLabel="Save photo"
                target={(crop) => ({
                  method: 'PUT',
                  path: `/profile/media/photo${crop ? `?x=${crop.x}&y=${crop.y}&size=${crop.width}` : ''}`,
                })}
                onSaved={saved}
                onClose={() => setChosen(null)}
              />,
            )
          ) : (
            <div className="flex flex-wrap items-center gap-4">
              {photo ? (
                <ResponsivePicture
                  image={photo}
                  alt="Your profile photo"
                  sizes="128px"
                  className="size-32 rounded-full object-cover"
                  eager
                />
              ) : (
                <div className="size-32 rounded-full bg-muted" aria-hidden="true" />
              )}
              <div className="flex flex-wrap gap-2">
                <ImageFileButton
                  label={photo ? 'Change photo' : 'Add a photo'}
                  disabled={busy}
                  onChoose={(file) => setChosen({ for: 'photo', file })}
                />
                {photo && (
                  <Button
                    type="button"
                    variant="ghost"
                    disabled={busy}
                    onClick={() => void apply({ type: 'remove-photo' })}
                  >
                    Remove photo
                  </Button>
                )}
              </div>
            </div>
          )}
        </div>

        <div className="grid gap-3">
          <h3 className="font-semibold">
            Gallery{' '}
            <span className="text-sm font-normal text-muted-foreground">
              ({gallery.length} of {GALLERY_MAX})
            </span>
          </h3>
          {gallery.length > 0 && (
            <GalleryEditor images={gallery} busy={busy} onChange={(next: GalleryChange) => void apply(next)} />
          )}
          {chosen?.for === 'gallery'
            ? editor(<GalleryUpload file={chosen.file} onSaved={saved} onClose={() => setChosen(null)} />)
            : gallery.length < GALLERY_MAX && (
                <div>
                  <ImageFileButton
                    label="Add an image"
                    disabled={busy}
                    onChoose={(file) => setChosen({ for: 'gallery', file })}
                  />
                </div>
              )}
        </div>

        <div className="grid gap-3">
          <h3 className="font-semibold">
            Mixes and videos{' '}
            <span className="text-sm font-normal text-muted-foreground">
              (up to {MEDIA_LINKS_MAX}: SoundCloud, Mixcloud, YouTube, Vimeo, Spotify, Bandcamp or any link)
            </span>
          </h3>
          <LinksEditor links={links} busy={change.isPending} onSave={(urls) => apply({ type: 'links', links: urls })} />
        </div>
      </section>
    </Card>
  );
}
