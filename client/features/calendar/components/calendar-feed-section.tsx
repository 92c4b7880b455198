import { CalendarPlus, Copy } from 'lucide-react';
import { useId, useRef } from 'react';
import { SettingsSection } from '../../../components/settings-section';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/error-mapper';
import { useCalendarFeed, useNewCalendarFeed } from '../api/calendar-feed';
import { calendarAppLinks } from './calendar-app-links';

// Issue 20 on /settings: a private address calendar apps subscribe to, listing the person's
// accepted upcoming events. Only its hash is kept, so it shows once, when made.
export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  const make = useNewCalendarFeed();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const url = make.data?.url;
  // Issue 41: one click to the clipboard; where the browser refuses, the address is selected.
  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      toast.success('Calendar feed address copied');
    } catch {
      input.current?.select();
      toast.info('Copy the selected address');
    }
  };
  const active = feed.data?.active;
  return (
    <SettingsSection
      id="calendar"
      title="Calendar feed"
      description="Subscribe in your calendar app to see the events you were accepted for. Keep the address private: anyone with it can read them."
    >
      {url ? (
        <div className="grid gap-3">
          <div className="grid gap-2">
            <label htmlFor={id} className="text-sm font-medium">
              Your calendar feed address (copy it now: it is shown once)
            </label>
            <div className="flex gap-2">
              <input
                ref={input}
                id={id}
                readOnly
                value={url}
                onFocus={(event) => event.target.select()}
                className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background/60 px-3 font-mono text-xs text-foreground"
              />
              <Button variant="outline" onClick={() => void copy(url)}>
                <Copy aria-hidden="true" />
                Copy
              </Button>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary" size="sm">
              <a href={calendarAppLinks(url).google} target="_blank" rel="noopener noreferrer">
                <CalendarPlus aria-hidden="true" />
                Add to Google Calendar<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
            <Button asChild variant="secondary" size="sm">
              <a href={calendarAppLinks(url).apple}>
                <CalendarPlus aria-hidden="true" />
                Add to Apple Calendar
              </a>
            </Button>
          </div>
        </div>
      ) : (
        feed.isSuccess && (
          <p className="text-sm text-muted-foreground">
            {active
              ? 'You have a calendar feed. Lost its address? Make a new one: the old one stops working.'
              : 'No calendar feed yet.'}
          </p>
        )
      )}
      <div>
        <Button
          variant="outline"
          disabled={make.isPending}
          onClick={() =>
            make.mutate(undefined, {
              onSuccess: () => toast.success('New calendar feed address made'),
              onError: (error) => toast.error(serverMessage(error, 'Failed to make a calendar feed')),
            })
          }
        >
          {active || url ? 'Make a new address' : 'Make my calendar feed'}
        </Button>
      </div>
    </SettingsSection>
  );
}
