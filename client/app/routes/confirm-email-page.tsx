import { useNavigate, useSearchParams } from '../../lib/router/router';
import type { EmailLinkOutcomeDto } from '@server/modules/accounts/email-links.dto';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toaster';
import { ConfirmEmailCard } from '../../features/auth/components/confirm-email-card';
import { useSession } from '../../features/session/api/get-session';
import { useSessionChanged } from '../../features/session/hooks/use-session-changed';
import { appName } from '../../lib/app-name';
import { usePageTitle } from '../../lib/use-page-title';

// Issue 40: where an emailed confirmation link lands. Once this browser is signed in to the
// account: a new address goes back to the settings (D25), a confirmed one on to the
// application (spec §7).
export function ConfirmEmailPage() {
  usePageTitle('Confirm your email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const sessionChanged = useSessionChanged();
  const navigate = useNavigate();

  const signedIn = async (outcome: EmailLinkOutcomeDto) => {
    await sessionChanged();
    if (outcome.action === 'change-email') {
      navigate('/settings?email=changed', { replace: true });
      return;
    }
    toast.success(outcome.action === 'take-over' ? 'Password set. The account is yours.' : 'Email confirmed');
    navigate('/application', { replace: true });
  };

  return (
    <section className="bg-stage">
      <div className="mx-auto flex max-w-6xl justify-center px-4 py-14 sm:px-6 sm:py-20">
        <Card className="w-full max-w-md p-6 sm:p-8">
          <ConfirmEmailCard
            key={token}
            token={token}
            appName={appName()}
            signedIn={Boolean(session.data?.user)}
            onDone={signedIn}
          />
        </Card>
      </div>
    </section>
  );
}
