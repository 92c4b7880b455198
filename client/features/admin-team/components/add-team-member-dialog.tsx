import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toaster';
import { TEAM_ROLES } from '@shared/domain-values';
import { type AddTeamMemberInput, addTeamMemberSchema, roleTitle } from '@shared/team-schemas';
import { Alert } from '../../../components/ui/alert';
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
import { ApiError } from '../../../lib/api-client';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { useAddTeamMember } from '../api/add-team-member';
import { ConfirmationLinkButton } from './confirmation-link-button';

// The server's code when the address was never confirmed (D30).
const EMAIL_NOT_CONFIRMED = 'EMAIL_NOT_CONFIRMED';

// spec §2 /admin/team 'Add Team Member' dialog; messages of spec §8.
export function AddTeamMemberDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const addMember = useAddTeamMember();
  const form = useForm<AddTeamMemberInput>({
    resolver: zodResolver(addTeamMemberSchema),
    defaultValues: { email: '', role: 'reviewer' },
  });
  const { errors, isSubmitting } = form.formState;
  // An address that needs confirming first, with the server's words (D30).
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; message: string } | null>(null);
  useEffect(() => {
    if (!open) setUnconfirmed(null);
  }, [open]);

  const submit = form.handleSubmit(async (values) => {
    setUnconfirmed(null);
    try {
      await addMember.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.code === EMAIL_NOT_CONFIRMED) {
        setUnconfirmed({ email: values.email.trim().toLowerCase(), message: error.message });
        return;
      }
      // The two refusals the spec names carry their own message; anything else goes
      // through the error mapper.
      const known = error instanceof ApiError && (error.status === 404 || error.status === 409);
      toast.error(known ? error.message : friendlyErrorMessage(error));
      return;
    }
    toast.success(`${roleTitle(values.role ?? 'reviewer')} added successfully`);
    form.reset();
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          form.reset();
          setUnconfirmed(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Team Member</DialogTitle>
          <DialogDescription>Reviewers can view and update applications. Admins have full access.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label="Email" hint="They need an account first." error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </FormField>
          <FormField label="Role" error={errors.role?.message}>
            <NativeSelect {...form.register('role')}>
              {TEAM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleTitle(role)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {unconfirmed && (
            <Alert tone="info" title="Email not confirmed">
              <div className="grid justify-items-start gap-3">
                <p>{unconfirmed.message}</p>
                <p>Send them the link to confirm it, then add them once they have used it.</p>
                <ConfirmationLinkButton email={unconfirmed.email} />
              </div>
            </Alert>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Adding...' : 'Add member'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
