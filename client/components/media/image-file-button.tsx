import { useRef } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '@shared/media';
import { Button } from '../ui/button';

// A button that opens the file chooser for one JPEG, PNG or WebP image.
export function ImageFileButton({
  label,
  disabled,
  onChoose,
}: {
  label: string;
  disabled?: boolean;
  onChoose: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onChoose(file);
        }}
      />
      <Button type="button" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
