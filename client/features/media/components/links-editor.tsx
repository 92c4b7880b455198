import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type MediaLink, MEDIA_LINKS_MAX } from '@shared/media-links';
import { LinkPlayer } from '../../../components/media/link-player';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

// D33: up to 6 links, each shown as it will be on the person's page (a player behind a poster,
// or a plain link). The whole list is saved at once; the server checks each (D18).
export function LinksEditor({
  links,
  busy,
  onSave,
}: {
  links: MediaLink[];
  busy: boolean;
  onSave: (links: string[]) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState('');
  const urls = links.map((link) => link.url);
  const full = links.length >= MEDIA_LINKS_MAX;
  return (
    <div className="grid gap-4">
      {links.length > 0 && (
        <ul className="grid gap-3" aria-label="Your links">
          {links.map((link) => (
            <li key={link.url} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <LinkPlayer link={link} />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${link.url}`}
                disabled={busy}
                onClick={() => void onSave(urls.filter((url) => url !== link.url))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={async (event) => {
          event.preventDefault();
          const added = draft.trim();
          // What was typed meanwhile stays.
          if (added && (await onSave([...urls, added])))
            setDraft((current) => (current.trim() === added ? '' : current));
        }}
      >
        <FormField
          label="Audio or video link"
          hint={full ? `You have ${MEDIA_LINKS_MAX} links: remove one to add another` : undefined}
          className="min-w-0 flex-1"
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://soundcloud.com/…"
            value={draft}
            disabled={full}
            onChange={(event) => setDraft(event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="secondary" disabled={busy || full || !draft.trim()}>
          Add link
        </Button>
      </form>
    </div>
  );
}
