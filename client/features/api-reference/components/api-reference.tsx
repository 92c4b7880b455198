import { Download, FileJson, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/load-error';
import { useApiDocument } from '../api/get-api-document';
import { matches, sectionsOf } from '../lib/api-operations';
import { OperationItem } from './operation-item';

const DOCUMENT_URL = '/api/openapi.json';

// Issue 21: the API reference for admins (/admin/api), read from the OpenAPI document the
// server generates from its routes and the schemas they validate with (docs/decisions/106).
export function ApiReference() {
  const document = useApiDocument();
  const [search, setSearch] = useState('');
  const sections = useMemo(() => (document.data ? sectionsOf(document.data) : []), [document.data]);
  const shown = sections
    .map((section) => ({
      ...section,
      operations: section.operations.filter((operation) => matches(operation, search)),
    }))
    .filter((section) => section.operations.length > 0);
  const total = sections.reduce((sum, section) => sum + section.operations.length, 0);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">API reference</h1>
          <p className="text-muted-foreground">
            Every endpoint of the API{document.data ? ` (version ${document.data.info.version})` : ''}, generated from
            the routes and the rules they check.
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={DOCUMENT_URL} download="openapi.json">
            <Download aria-hidden="true" />
            Download OpenAPI document
          </a>
        </Button>
      </div>

      <Card className="grid gap-2 p-5 text-sm">
        <h2 className="flex items-center gap-2 font-semibold">
          <FileJson className="size-4 text-violet-300" aria-hidden="true" />
          Calling the API
        </h2>
        <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
          <li>
            Sign in with <code className="font-mono text-foreground">POST /api/auth/sign-in/email</code>: the answer
            sets the session cookie that every other call sends back.
          </li>
          <li>
            Calls that change something send JSON (
            <code className="font-mono whitespace-nowrap text-foreground">application/json</code>, at most 100 KB) and
            must come from the site itself (its Origin).
          </li>
          <li>
            Errors always answer{' '}
            <code className="font-mono text-foreground">{'{ "error": { "code", "message", "issues"? } }'}</code>; every
            answer names its request in{' '}
            <code className="font-mono whitespace-nowrap text-foreground">X-Request-Id</code>, as the server log does.
          </li>
        </ul>
      </Card>

      <div className="grid max-w-md gap-2">
        <Label htmlFor="api-search">Search endpoints</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="api-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by path or description..."
            className="pl-9"
          />
        </div>
        {document.data && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {shown.reduce((sum, section) => sum + section.operations.length, 0)} of {total} endpoints
          </p>
        )}
      </div>

      {document.isPending ? (
        <div className="grid gap-3">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-12" />
          ))}
        </div>
      ) : document.isError ? (
        <LoadError
          message="The API description could not be loaded."
          onRetry={() => void document.refetch()}
          back={{ to: '/admin/overview', label: 'Back to the overview' }}
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={Search} title="No endpoints match" description="Try another word, or clear the search." />
      ) : (
        shown.map((section) => (
          <section key={section.name} aria-labelledby={`api-${section.name}`} className="grid gap-3">
            <div>
              <h2 id={`api-${section.name}`} className="font-display text-xl font-semibold">
                {section.name}
              </h2>
              {section.description && <p className="text-sm text-muted-foreground">{section.description}</p>}
            </div>
            <ul className="grid gap-2">
              {section.operations.map((operation) => (
                <li key={operation.id}>
                  <OperationItem operation={operation} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
