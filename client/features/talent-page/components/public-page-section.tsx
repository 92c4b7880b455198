import { type FormEvent, useState } from 'react';
import { PUBLIC_BIO_MAX_LENGTH, PUBLIC_NAME_MAX_LENGTH, type PublicPageSettings } from '@shared/talent-page';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-mapper';
import { usePublicPageSettings, useSavePublicPageSettings } from '../api/public-page-settings';

// What the server refused, by field (D16 issues), or its message.
function errorsOf(error: unknown): { handle?: string; form?: string } {
  if (error instanceof ApiError && error.issues?.length) {
    const handle = error.issues.find((issue) => issue.path === 'handle')?.message;
    const other = error.issues.filter((issue) => issue.path !== 'handle').map((issue) => issue.message);
    return { handle, form: other.join(', ') || undefined };
  }
  if (error instanceof ApiError && error.status === 409) return { handle: error.message };
  return { form: serverMessage(error, 'Your page settings were not saved. Please try again.') };
}

// D34 on /profile: publish a page at /talent/{handle}, off by default.
export function PublicPageSection() {
  const settings = usePublicPageSettings();
  if (settings.isPending) return <Skeleton className="h-48" />;
  if (settings.isError) return null;
  return <PublicPageForm saved={settings.data} />;
}

function PublicPageForm({ saved }: { saved: PublicPageSettings }) {
  const save = useSavePublicPageSettings();
  const [handle, setHandle] = useState(saved.handle ?? '');
  const [publicName, setPublicName] = useState(saved.publicName ?? '');
  const [bio, setBio] = useState(saved.bio ?? '');
  const [published, setPublished] = useState(saved.published);
  const [indexable, setIndexable] = useState(saved.indexable);
  const errors = save.error ? errorsOf(save.error) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      handle: handle.trim() || null,
      publicName: publicName || null,
      bio: bio || null,
      published,
      indexable,
    });
  };

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="public-page" className="grid gap-5">
        <div className="grid gap-1">
          <h2 id="public-page" className="text-lg font-semibold">
            Public page
          </h2>
          <p className="text-sm text-muted-foreground">
            A page anyone can open: your photo, name, bio, tracks, genres, skills, markets, gallery, mixes and the
            events you are booked for. Never your age, email, phone or school.
          </p>
        </div>
        <form className="grid gap-4" onSubmit={submit}>
          <FormField
            label="Page address"
            hint={`Lowercase letters, digits and hyphens: /talent/${handle.trim().toLowerCase() || 'your-name'}`}
            error={errors.handle}
          >
            <Input value={handle} onChange={(event) => setHandle(event.target.value)} placeholder="your-name" />
          </FormField>
          <FormField label="Name on the page" hint="Your artist name; your name if left blank">
            <Input
              value={publicName}
              maxLength={PUBLIC_NAME_MAX_LENGTH}
              onChange={(event) => setPublicName(event.target.value)}
            />
          </FormField>
          <FormField label="Bio">
            <Textarea value={bio} maxLength={PUBLIC_BIO_MAX_LENGTH} onChange={(event) => setBio(event.target.value)} />
          </FormField>
          <CheckboxField
            label="Publish my page"
            checked={published}
            onChange={(event) => setPublished(event.target.checked)}
          />
          <CheckboxField
            label="Show my page in search engines"
            description="Otherwise only people with the link find it"
            checked={indexable}
            onChange={(event) => setIndexable(event.target.checked)}
          />
          {errors.form && (
            <p role="alert" className="text-sm text-red-400">
              {errors.form}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="secondary" disabled={save.isPending}>
              Save page settings
            </Button>
            {save.isSuccess && (
              <span role="status" className="text-sm text-muted-foreground">
                Saved
              </span>
            )}
            {saved.published && saved.handle && (
              <a href={`/talent/${saved.handle}`} className="text-sm text-violet-300 underline">
                View your page
              </a>
            )}
          </div>
        </form>
      </section>
    </Card>
  );
}
