import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useTalentPage } from '../../features/talent-page/api/get-talent-page';
import { TalentPageView } from '../../features/talent-page/components/talent-page-view';
import { friendlyErrorMessage } from '../../lib/error-mapper';
import { useParams } from '../../lib/router/router';
import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundPage } from './not-found-page';

// D34 /talent/:handle, rendered on the server (D28): unpublished or unknown, the not-found page
// (the server answers 404).
export function TalentPage() {
  const { handle = '' } = useParams();
  const page = useTalentPage(handle);
  usePageTitle(page.data?.name ?? (page.data === null ? 'Page not found' : 'Talent'));

  if (page.data === null) {
    return (
      <NotFoundPage
        heading="Page not found"
        text="This page is not published, or the link is not quite right."
        back={{ to: '/opportunities', label: 'Browse opportunities' }}
      />
    );
  }
  if (page.data) return <TalentPageView page={page.data} />;
  if (page.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-20">
        <LoadError
          message={friendlyErrorMessage(page.error)}
          onRetry={() => void page.refetch()}
          back={{ to: '/opportunities', label: 'Browse opportunities' }}
        />
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-5xl gap-4 px-4 py-12 sm:px-6" aria-busy="true">
      <p className="sr-only">Loading...</p>
      <Skeleton className="size-40 rounded-full" />
      <Skeleton className="h-12 w-2/3" />
    </div>
  );
}
