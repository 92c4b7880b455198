import { z } from './zod';
import { TEAM_ROLES } from './domain-values';
import { emailField } from './email-field';

// spec §5 team add: email required, email-typed, trimmed and lowercased for lookup; role is
// reviewer (default) or admin.
export const addTeamMemberSchema = z.object({
  email: emailField,
  role: z.enum(TEAM_ROLES, 'Choose reviewer or admin').default('reviewer'),
});
export type AddTeamMemberInput = z.input<typeof addTeamMemberSchema>;
export type AddTeamMember = z.output<typeof addTeamMemberSchema>;

// Issue 41: a team member's role changed in place on /admin/team.
export const changeTeamRoleSchema = z.object({ role: z.enum(TEAM_ROLES, 'Choose reviewer or admin') });
export type ChangeTeamRole = z.output<typeof changeTeamRoleSchema>;

// D30: an admin sends a confirmation link to a team member's (or would-be member's) address.
export const teamConfirmationLinkSchema = z.object({ email: emailField });
export type TeamConfirmationLinkInput = z.input<typeof teamConfirmationLinkSchema>;

// '{Role} added successfully' with the first letter capitalised (spec §8).
export function roleTitle(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}
