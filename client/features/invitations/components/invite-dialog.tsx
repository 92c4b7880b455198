import { INVITATION_MESSAGE_MAX_LENGTH } from '@shared/invitations';
import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toaster';
import { formatDate } from '../../../lib/format';
import { serverMessage } from '../../../lib/error-mapper';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFindPeople } from '../api/find-people';
import { useInvitableOpportunities } from '../api/list-invitable-opportunities';
import { useSendInvitations } from '../api/send-invitations';

export type Invitee = { id: string; name: string | null };

const nameOf = (person: Invitee) => person.name || 'Unnamed person';

// D23: an admin invites one or many people to one opportunity, with an optional message.
// Opened from a user page (the person is set), an opportunity's participants (the opportunity
// is set) or the talent results (the selected people are set); the other side is picked here.
export function InviteDialog({
  open,
  onOpenChange,
  people: fixedPeople,
  opportunity: fixedOpportunity,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  people?: Invitee[];
  opportunity?: { id: string; title: string };
}) {
  const [chosen, setChosen] = useState<Invitee[]>([]);
  const [opportunityId, setOpportunityId] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const send = useSendInvitations();
  const people = fixedPeople ?? chosen;
  const targetId = fixedOpportunity?.id ?? opportunityId;

  const reset = () => {
    setChosen([]);
    setOpportunityId('');
    setMessage('');
    setError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!targetId) return setError('Choose an opportunity');
    if (people.length === 0) return setError('Choose at least one person to invite');
    setError(undefined);
    send.mutate(
      { opportunityId: targetId, personIds: people.map((person) => person.id), message },
      {
        onSuccess: (result) => {
          const count = result.invited.length;
          const skipped = result.skipped.map((skip) => `${skip.name || 'Unnamed person'}: ${skip.reason}`).join('; ');
          if (count > 0) {
            toast.success(count === 1 ? 'Invitation sent' : `${count} invitations sent`, { description: skipped });
          } else {
            toast.error('Nobody was invited', { description: skipped });
          }
          reset();
          onOpenChange(false);
        },
        onError: (failure) => setError(serverMessage(failure, 'Failed to send the invitation')),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {fixedOpportunity ? `Invite people to ${fixedOpportunity.title}` : 'Invite to an opportunity'}
          </DialogTitle>
          <DialogDescription>
            Each person gets an email and sees the invitation on their dashboard for 14 days.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {fixedPeople ? (
            <p className="text-sm">
              <span className="text-muted-foreground">Inviting </span>
              {fixedPeople.length <= 3 ? fixedPeople.map(nameOf).join(', ') : `${fixedPeople.length} people`}
            </p>
          ) : (
            <PeoplePicker chosen={chosen} onChange={setChosen} />
          )}
          {!fixedOpportunity && <OpportunityPicker value={opportunityId} onChange={setOpportunityId} />}
          <FormField
            label="Message (optional)"
            hint={`${message.length} of ${INVITATION_MESSAGE_MAX_LENGTH} characters`}
          >
            <Textarea
              value={message}
              maxLength={INVITATION_MESSAGE_MAX_LENGTH}
              rows={4}
              onChange={(event) => setMessage(event.target.value)}
            />
          </FormField>
          {error && (
            <p role="alert" className="text-sm text-red-400">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : people.length > 1 ? 'Send invitations' : 'Send invitation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function OpportunityPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const options = useInvitableOpportunities(settled, { enabled: true });
  const items = options.data?.items ?? [];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField label="Find an opportunity">
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </FormField>
      <FormField label="Opportunity">
        <NativeSelect value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{items.length === 0 ? 'No opportunity found' : 'Choose an opportunity'}</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
              {item.date ? ` · ${formatDate(item.date)}` : ''}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}

function PeoplePicker({ chosen, onChange }: { chosen: Invitee[]; onChange: (people: Invitee[]) => void }) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const found = useFindPeople(settled, { enabled: true });
  const resultsId = useId();
  const results = (found.data?.items ?? []).filter((person) => !chosen.some((picked) => picked.id === person.id));
  return (
    <div className="grid gap-2">
      <FormField label="Find people" hint="Name, email, city or school">
        <Input
          type="search"
          value={search}
          aria-controls={resultsId}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      {settled && (
        <ul id={resultsId} aria-label="People found" className="grid max-h-48 gap-1 overflow-y-auto">
          {results.length === 0 && !found.isFetching && <li className="text-sm text-muted-foreground">Nobody found</li>}
          {results.map((person) => (
            <li key={person.id}>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="w-full justify-start"
                aria-label={`Add ${person.name || 'Unnamed person'}`}
                onClick={() => onChange([...chosen, { id: person.id, name: person.name }])}
              >
                {person.name || 'Unnamed person'}
                <span className="truncate text-xs text-muted-foreground">{person.city ?? ''}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {chosen.length > 0 && (
        <ul aria-label="People to invite" className="flex flex-wrap gap-2">
          {chosen.map((person) => (
            <li
              key={person.id}
              className="inline-flex items-center gap-1 rounded-full bg-muted py-0.5 pr-1 pl-3 text-sm"
            >
              {nameOf(person)}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-background focus-visible:outline-2 focus-visible:outline-violet-400"
                aria-label={`Remove ${nameOf(person)}`}
                onClick={() => onChange(chosen.filter((picked) => picked.id !== person.id))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
