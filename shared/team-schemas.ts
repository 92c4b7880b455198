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

// '{Role} added successfully' with the first letter capitalised (spec §8).
export function roleTitle(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}
