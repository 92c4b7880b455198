import { Download } from 'lucide-react';
import { Button } from '../ui/button';

// Issue 19: the CSV of what the table shows (its filter and order, every page), straight from
// the server: a plain download link, so the browser streams it to disk.
export function ExportLink({ href, label = 'Download CSV' }: { href: string; label?: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} download>
        <Download aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}

// The table's address without its page: the export holds every row the filter matches.
export function exportQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams([...params].filter(([key]) => key !== 'page' && key !== 'pageSize'));
  return kept.toString();
}
