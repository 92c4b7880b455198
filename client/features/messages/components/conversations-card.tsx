import { ChevronDown, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import type { ThreadKind } from '@shared/messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Link } from '../../../lib/router/router';
import { cn } from '../../../lib/cn';
import { useInbox } from '../api/list-inbox';
import { ThreadView } from './thread-view';
import { UnreadCount } from './unread-count';

export type ConversationSubject = { kind: ThreadKind; subjectId: string; title: string };

// D35 on the dashboard: a conversation with the team for each application and invitation,
// opened in place. Those that have one already come from the inbox (invitations always do).
export function ConversationsCard({ subjects, teamName }: { subjects: ConversationSubject[]; teamName: string }) {
  const inbox = useInbox('person', 'pageSize=50');
  const [open, setOpen] = useState<string | null>(null);
  const threads = inbox.data?.items ?? [];
  const known = new Set(subjects.map((subject) => subject.subjectId));
  const all = [
    ...subjects,
    ...threads
      .filter((thread) => !known.has(thread.subjectId))
      .map(({ kind, subjectId, title }) => ({ kind, subjectId, title })),
  ];
  const unreadOf = (subjectId: string) => threads.find((thread) => thread.subjectId === subjectId)?.unread ?? 0;
  if (all.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <MessagesSquare className="size-5 text-violet-300" aria-hidden="true" />
          Messages with the team
        </CardTitle>
        <CardDescription>
          Ask about an application or an invitation; the {teamName} team answers here.{' '}
          <Link to="/messages" className="text-violet-200 underline underline-offset-4">
            All messages
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {all.map((subject) => {
            const key = `${subject.kind}:${subject.subjectId}`;
            const expanded = open === key;
            const panelId = `conversation-${subject.subjectId}`;
            return (
              <li key={key} className="rounded-lg border border-border">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : key)}
                  className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium hover:bg-muted"
                >
                  <span className="min-w-0 flex-1 truncate">{subject.title}</span>
                  <UnreadCount count={unreadOf(subject.subjectId)} />
                  <ChevronDown
                    className={cn('size-4 shrink-0 transition-transform', expanded && 'rotate-180')}
                    aria-hidden="true"
                  />
                </button>
                {expanded && (
                  <div id={panelId} className="border-t border-border p-3">
                    <ThreadView
                      side="person"
                      kind={subject.kind}
                      subjectId={subject.subjectId}
                      teamName={teamName}
                      heading={false}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
