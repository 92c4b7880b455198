import { FileDown } from 'lucide-react';
import { SettingsSection } from '../../../components/settings-section';
import { Button } from '../../../components/ui/button';

// D25: everything stored about the person that is theirs, as one JSON file. A plain link:
// the browser downloads it with the session cookie (the server names the file).
export function DataSection() {
  return (
    <SettingsSection
      id="your-data"
      title="Your data"
      description="One file with your account, profile, applications, saved answers, messages to the team, signed-in devices and the emails we sent you."
    >
      <Button asChild variant="outline" className="justify-self-start">
        <a href="/api/account/export" download>
          <FileDown aria-hidden="true" />
          Download my data (JSON)
        </a>
      </Button>
    </SettingsSection>
  );
}
