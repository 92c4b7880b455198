import { Palette, Sparkles } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { EmailSettingsSection } from '../../../features/email/components/email-settings-section';
import { usePageTitle } from '../../../lib/use-page-title';

// spec §2 /admin/settings: 'Coming Soon' lists the future features. The email notification
// preferences have arrived (issue 7) and sit above it; team member management (the Team page)
// and exports (the CSV buttons of the lists, issue 19) have left it.
const FUTURE_FEATURES = [{ label: 'Platform customization', icon: Palette }];

export function AdminSettingsPage() {
  usePageTitle('Settings');
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">Settings</h1>
        <p className="text-muted-foreground">Product-wide settings for the back office.</p>
      </div>
      <EmailSettingsSection />
      <Card className="max-w-2xl p-6">
        <div className="mb-4 flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-violet-500/15 text-violet-200">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <h2 className="text-xl font-semibold">Coming Soon</h2>
        </div>
        <p className="mb-4 text-sm text-muted-foreground">We are building these next:</p>
        <ul className="grid gap-2">
          {FUTURE_FEATURES.map((feature) => (
            <li
              key={feature.label}
              className="flex items-center gap-3 rounded-md border border-border px-3 py-2 text-sm"
            >
              <feature.icon className="size-4 text-muted-foreground" aria-hidden="true" />
              {feature.label}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
