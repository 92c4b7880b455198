import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type MouseEvent, type ReactNode, useRef } from 'react';
import { Link, useNavigate } from '../../lib/router/router';
import { cn } from '../../lib/cn';
import { useRowKeys } from './use-row-keys';
import type { SortState } from './use-table-params';

// What a column adds to TanStack Table's: the server-side sort it stands for (none: not sortable).
export type DataColumn<Row> = ColumnDef<Row> & { meta?: { sortKey?: string; className?: string } };

export type RowSelection = {
  selected: ReadonlySet<string>;
  onToggle: (id: string, shift: boolean) => void;
  onTogglePage: (select: boolean) => void;
};

type DataTableProps<Row> = {
  // The table's accessible name ("Applications").
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowId: (row: Row) => string;
  // The row's page, and the name its link reads ("Maya Lopez"): the first column's cell is that
  // link. Rows without a page of their own (the outbox's emails) have no link.
  rowHref?: (row: Row) => string;
  rowName: (row: Row) => string;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  selection?: RowSelection;
  busy?: boolean;
  // Issue 41: j, k, Enter and x on the rows; past the page's edge, `onPastEdge` turns the page
  // (true when it did).
  rowKeys?: { onPastEdge: (direction: 1 | -1) => boolean };
};

const INTERACTIVE = 'a, button, input, select, textarea, label';

// Issue 19: the back office's one data table. Sorting and paging happen on the server (the
// table only renders the page it is given); the first column holds the row's link and, on a
// narrow screen, stays in place while the others scroll sideways. A click anywhere on a row
// opens it too, except on its own controls.
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowId,
  rowHref,
  rowName,
  sort,
  onSortChange,
  selection,
  busy,
  rowKeys,
}: DataTableProps<Row>) {
  const navigate = useNavigate();
  const tableRef = useRef<HTMLTableElement>(null);
  useRowKeys(tableRef, { enabled: Boolean(rowKeys), rowsKey: rows.map(rowId).join(), onPastEdge: rowKeys?.onPastEdge });
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
    manualSorting: true,
    manualPagination: true,
  });
  const pageIds = rows.map(rowId);
  const selectedOnPage = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0;

  const openRow = (event: MouseEvent<HTMLTableRowElement>, row: Row) => {
    if (!rowHref || (event.target as HTMLElement).closest(INTERACTIVE) || window.getSelection()?.toString()) return;
    navigate(rowHref(row));
  };

  // Issue 41: `contain: inline-size` keeps the table's own width out of the page's, wherever the
  // table sits (a grid cell sizes to its content): the table scrolls in its box instead of
  // widening the page on a phone. `relative` keeps its hidden texts (sr-only, positioned) inside
  // the box too.
  return (
    <div
      className="relative overflow-x-auto rounded-lg border border-border [contain:inline-size]"
      aria-busy={busy || undefined}
    >
      <table ref={tableRef} className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-muted/40 text-left text-xs uppercase tracking-wide text-muted-foreground">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header, index) => {
                const meta = (header.column.columnDef as DataColumn<Row>).meta;
                const sortKey = meta?.sortKey;
                const active = sortKey !== undefined && sort.sort === sortKey;
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={cn(
                      'px-3 py-2 font-medium whitespace-nowrap',
                      index === 0 && 'sticky left-0 z-10 bg-background',
                      meta?.className,
                    )}
                  >
                    <span className="inline-flex items-center gap-2">
                      {index === 0 && selection && (
                        <input
                          type="checkbox"
                          className="size-4 accent-violet-500"
                          aria-label="Select all on this page"
                          checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                          ref={(box) => {
                            if (box) box.indeterminate = selectedOnPage > 0 && selectedOnPage < pageIds.length;
                          }}
                          onChange={(event) => selection.onTogglePage(event.target.checked)}
                        />
                      )}
                      {sortKey ? (
                        <SortButton
                          title={title}
                          active={active}
                          dir={sort.dir}
                          onClick={() =>
                            onSortChange({ sort: sortKey, dir: active && sort.dir === 'desc' ? 'asc' : 'desc' })
                          }
                        />
                      ) : (
                        title
                      )}
                    </span>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => {
            const selected = selection?.selected.has(row.id) ?? false;
            return (
              <tr
                key={row.id}
                data-selected={selected || undefined}
                className={cn(
                  'border-t border-border data-[selected]:bg-violet-500/10',
                  rowHref && 'cursor-pointer hover:bg-muted/30',
                  rowKeys && 'focus-within:bg-muted/40',
                )}
                onClick={(event) => openRow(event, row.original)}
              >
                {row.getVisibleCells().map((cell, index) => {
                  const meta = (cell.column.columnDef as DataColumn<Row>).meta;
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  if (index > 0) {
                    return (
                      <td key={cell.id} className={cn('px-3 py-2 align-middle', meta?.className)}>
                        {content}
                      </td>
                    );
                  }
                  return (
                    <th
                      key={cell.id}
                      scope="row"
                      className={cn(
                        'sticky left-0 z-10 bg-background px-3 py-2 text-left font-normal',
                        meta?.className,
                      )}
                    >
                      <span className="inline-flex items-center gap-2">
                        {selection && (
                          <input
                            type="checkbox"
                            className="size-4 accent-violet-500"
                            aria-label={`Select ${rowName(row.original)}`}
                            checked={selected}
                            // The click, not the change, knows whether Shift was held.
                            onClick={(event) => selection.onToggle(row.id, event.shiftKey)}
                            onChange={() => undefined}
                          />
                        )}
                        {rowHref ? <RowLink href={rowHref(row.original)}>{content}</RowLink> : content}
                      </span>
                    </th>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function RowLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      to={href}
      className="font-medium text-foreground underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-violet-400"
    >
      {children}
    </Link>
  );
}

function SortButton({
  title,
  active,
  dir,
  onClick,
}: {
  title: ReactNode;
  active: boolean;
  dir: 'asc' | 'desc';
  onClick: () => void;
}) {
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded-sm uppercase hover:text-foreground focus-visible:outline-2 focus-visible:outline-violet-400"
    >
      {title}
      <Icon className={cn('size-3.5', !active && 'opacity-50')} aria-hidden="true" />
    </button>
  );
}
