import { useEffect } from 'react';
import { useQueryClient } from '../../lib/query/provider';
import { Link, useNavigate } from '../../lib/router/router';
import { toast } from '../../components/ui/toaster';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { dashboardQueryKey } from '../../features/dashboard/api/get-dashboard';
import { useProfile } from '../../features/profile/api/get-profile';
import { useUpdateProfile } from '../../features/profile/api/update-profile';
import { ProfileMediaSection } from '../../features/media/components/profile-media-section';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { PublicPageSection } from '../../features/talent-page/components/public-page-section';
import { sessionQueryKey } from '../../features/session/api/get-session';
import { useSessionLostOn } from '../../features/session/hooks/use-require-session';
import { serverMessage } from '../../lib/error-mapper';
import { usePageTitle } from '../../lib/use-page-title';

const LOAD_ERROR = 'Error loading profile';

// spec §2 /profile (inside the signed-in shell, which holds the session guard).
export function ProfilePage() {
  usePageTitle('Your profile');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const update = useUpdateProfile();
  useSessionLostOn(profile.error ?? update.error);

  useEffect(() => {
    if (profile.isError) toast.error(LOAD_ERROR, { id: 'profile-load' });
  }, [profile.isError]);

  const save = async (values: Parameters<typeof update.mutateAsync>[0]) => {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      // spec §8: the error message, or 'Error updating profile' (the form also says it beside
      // its buttons and marks the fields the server refused).
      toast.error(serverMessage(error, 'Error updating profile'));
      throw error;
    }
    toast.success('Profile updated successfully');
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    navigate('/dashboard');
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 pt-10 sm:px-6">
      <div className="grid gap-2">
        <Link to="/dashboard" className="text-sm text-muted-foreground hover:text-foreground">
          ← Back to dashboard
        </Link>
        <h1 className="text-3xl font-bold sm:text-4xl">Your profile</h1>
        <p className="text-muted-foreground">
          The more we know, the better we can match you. Name, phone, city, state, a market and a skill complete it.
        </p>
      </div>
      {profile.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <p className="sr-only">Loading...</p>
          <Skeleton className="h-64" />
          <Skeleton className="h-48" />
        </div>
      ) : profile.isError ? (
        <div className="grid gap-4 pb-16">
          <Alert>{LOAD_ERROR}</Alert>
          <Button variant="outline" className="justify-self-start" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ProfileMediaSection />
          <PublicPageSection />
          <ProfileForm
            profile={profile.data}
            saving={update.isPending}
            onSave={save}
            onCancel={() => navigate('/dashboard')}
          />
        </>
      )}
    </div>
  );
}
