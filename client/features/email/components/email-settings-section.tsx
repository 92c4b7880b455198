import { NotificationSwitches } from './notification-switches';
import { OutboxList } from './outbox-list';

// Issue 7: the email part of /admin/settings (replaces that line of 'Coming Soon'). Admin only;
// the page around it checks the role, and so does every call it makes.
export function EmailSettingsSection() {
  return (
    <section aria-labelledby="email-settings-heading" className="grid gap-6">
      <h2 id="email-settings-heading" className="font-display text-xl font-semibold">
        Email
      </h2>
      <NotificationSwitches />
      <OutboxList />
    </section>
  );
}
