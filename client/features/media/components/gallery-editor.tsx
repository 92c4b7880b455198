import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import type { ImageDto } from '@server/modules/media/media.dto';
import { CAPTION_MAX_LENGTH } from '@shared/media';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ResponsivePicture } from '../../../components/ui/responsive-picture';

export type GalleryChange =
  | { type: 'order'; ids: string[] }
  | { type: 'caption'; id: string; caption: string | null }
  | { type: 'remove-image'; id: string };

function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

// D33: the gallery in its order, reordered by dragging or by the move buttons, each image with
// its caption and a remove button.
export function GalleryEditor({
  images,
  busy,
  onChange,
}: {
  images: ImageDto[];
  busy: boolean;
  onChange: (change: GalleryChange) => void;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = images.map((image) => image.id);
  const reorder = (from: number, to: number) => {
    if (from !== to && to >= 0 && to < ids.length) onChange({ type: 'order', ids: moved(ids, from, to) });
  };
  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) reorder(dragged, index);
    setDragged(null);
  };

  return (
    <ol className="grid gap-3 sm:grid-cols-2" aria-label="Gallery">
      {images.map((image, index) => (
        <li
          key={image.id}
          draggable={!busy}
          onDragStart={() => setDragged(index)}
          onDragEnd={() => setDragged(null)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={dropOn(index)}
          className={`grid cursor-grab gap-2 rounded-md border border-border p-2 ${dragged === index ? 'opacity-50' : ''}`}
        >
          <ResponsivePicture
            image={image}
            alt={image.caption ?? `Gallery image ${index + 1}`}
            sizes="(min-width: 640px) 330px, 90vw"
            className="aspect-[4/3] w-full rounded object-cover"
          />
          <CaptionForm image={image} index={index} busy={busy} onChange={onChange} />
          <div className="flex gap-2">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Move image ${index + 1} up`}
              disabled={busy || index === 0}
              onClick={() => reorder(index, index - 1)}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Move image ${index + 1} down`}
              disabled={busy || index === images.length - 1}
              onClick={() => reorder(index, index + 1)}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="ml-auto"
              aria-label={`Remove image ${index + 1}`}
              disabled={busy}
              onClick={() => onChange({ type: 'remove-image', id: image.id })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}

function CaptionForm({
  image,
  index,
  busy,
  onChange,
}: {
  image: ImageDto;
  index: number;
  busy: boolean;
  onChange: (change: GalleryChange) => void;
}) {
  const [caption, setCaption] = useState(image.caption ?? '');
  const changed = caption.trim() !== (image.caption ?? '');
  return (
    <form
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) onChange({ type: 'caption', id: image.id, caption: caption.trim() || null });
      }}
    >
      <Input
        aria-label={`Caption of image ${index + 1}`}
        placeholder="Caption"
        maxLength={CAPTION_MAX_LENGTH}
        value={caption}
        onChange={(event) => setCaption(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={busy || !changed}>
        Save
      </Button>
    </form>
  );
}
