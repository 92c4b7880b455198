import { Button } from '../../../components/ui/button';
import { UploadStatus } from '../../../components/media/upload-status';
import { useUpload } from '../../../lib/use-upload';

// Loaded only once an image is chosen (profile-media-section.tsx): the file's name, then the upload
// to the gallery's end (the server's versions show it once it is in).
export function GalleryUpload({ file, onSaved, onClose }: { file: File; onSaved: () => void; onClose: () => void }) {
  const upload = useUpload();

  const save = async () => {
    if (await upload.start('POST', '/profile/media/gallery', file)) onSaved();
  };

  const sending = upload.state.status === 'sending';
  return (
    <div className="grid gap-4">
      <p className="break-all text-sm">{file.name}</p>
      <UploadStatus state={upload.state} onCancel={upload.cancel} />
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => void save()} disabled={sending}>
          Add to gallery
        </Button>
        <Button type="button" variant="outline" onClick={onClose} disabled={sending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
