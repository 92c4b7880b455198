import { useEffect, useState } from 'react';
import { Button } from '../ui/button';
import { type CropRect, initialCrop } from '../../lib/crop-rect';
import { useUpload } from '../../lib/use-upload';
import { CropBox } from './crop-box';
import { UploadStatus } from './upload-status';

type Loaded = { src: string; width: number; height: number };

// D33: a chosen image, cropped here, then sent with the crop in the image's upright pixels to the
// address `target` names for it. Lazily loaded by the pages that use it.
export function CropUpload({
  file,
  square,
  label,
  saveLabel,
  target,
  onSaved,
  onClose,
}: {
  file: File;
  square: boolean;
  label: string;
  saveLabel: string;
  target: (crop: CropRect | null) => { method: 'PUT' | 'POST'; path: string };
  onSaved: () => void;
  onClose: () => void;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [crop, setCrop] = useState<CropRect | null>(null);
  const upload = useUpload();

  useEffect(() => {
    const src = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setLoaded({ src, width: image.naturalWidth, height: image.naturalHeight });
      setCrop(initialCrop(image.naturalWidth, image.naturalHeight, square));
    };
    // The server says precisely what is wrong: the file is sent uncropped to hear it.
    image.onerror = () => setUnreadable(true);
    image.src = src;
    return () => URL.revokeObjectURL(src);
  }, [file, square]);

  const save = async () => {
    const { method, path } = target(crop);
    if (await upload.start(method, path, file)) onSaved();
  };

  const sending = upload.state.status === 'sending';
  return (
    <div className="grid gap-4">
      {loaded && crop ? (
        <CropBox
          src={loaded.src}
          width={loaded.width}
          height={loaded.height}
          crop={crop}
          square={square}
          label={label}
          onChange={setCrop}
        />
      ) : unreadable ? (
        <p className="text-sm text-muted-foreground">This file cannot be previewed here.</p>
      ) : (
        <p className="text-sm text-muted-foreground">Opening the image…</p>
      )}
      <UploadStatus state={upload.state} onCancel={upload.cancel} />
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => void save()} disabled={sending || (!crop && !unreadable)}>
          {saveLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onClose} disabled={sending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
