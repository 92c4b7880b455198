import { lazy, Suspense, useState } from 'react';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { ImageFileButton } from '../../../components/media/image-file-button';
import { Button } from '../../../components/ui/button';
import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminKeys } from '../../../lib/admin-query-keys';
import { serverMessage } from '../../../lib/error-mapper';
import { useQueryClient } from '../../../lib/query/provider';
import { useRemoveFlyer } from '../api/remove-flyer';

// The cropper and the uploader load once a file is chosen.
const CropUpload = lazy(() =>
  import('../../../components/media/crop-upload').then((module) => ({ default: module.CropUpload })),
);

// D33: the flyer on the opportunity's card, page and link preview: uploaded, cropped to any
// rectangle and previewed here; without one, the generated card stays.
export function FlyerSection({ opportunity }: { opportunity: OpportunityDetailDto }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const remove = useRemoveFlyer(opportunity.id);
  const path = `/admin/opportunities/${encodeURIComponent(opportunity.id)}/flyer`;

  if (file) {
    return (
      <Suspense fallback={<Skeleton className="h-40" />}>
        <CropUpload
          file={file}
          square={false}
          label="Flyer crop"
          saveLabel="Save flyer"
          target={(crop) => ({
            method: 'PUT',
            path: crop ? `${path}?x=${crop.x}&y=${crop.y}&width=${crop.width}&height=${crop.height}` : path,
          })}
          onSaved={() => {
            setFile(null);
            void queryClient.invalidateQueries({ queryKey: adminKeys.opportunity(opportunity.id) });
          }}
          onClose={() => setFile(null)}
        />
      </Suspense>
    );
  }
  const { flyer } = opportunity;
  return (
    <div className="grid gap-3">
      {flyer ? (
        <ResponsivePicture
          image={flyer}
          alt={`Flyer for ${opportunity.title}`}
          sizes="(min-width: 1024px) 320px, 90vw"
          className="w-full rounded-md"
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          No flyer: its card has no image, and shared links show the generated card.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <ImageFileButton label={flyer ? 'Replace flyer' : 'Upload a flyer'} onChoose={setFile} />
        {flyer && (
          <Button
            type="button"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => {
              setError(null);
              remove.mutate(undefined, {
                onError: (caught) => setError(serverMessage(caught, 'The flyer was not removed. Please try again.')),
              });
            }}
          >
            Remove flyer
          </Button>
        )}
      </div>
    </div>
  );
}
