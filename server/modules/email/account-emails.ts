import { type RenderedEmail, renderEmail } from './email-layout';

// Where links in emails point, and the name they sign with (D1).
export type EmailSite = { appName: string; siteUrl: string };

function greeting(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? `Hi ${first},` : 'Hi there,';
}

// Issue 7 (D5): 'Forgot password?'. The link works once and for one hour.
export function passwordResetEmail(site: EmailSite, input: { name: string | null; url: string }): RenderedEmail {
  return renderEmail({
    ...site,
    subject: `Reset your ${site.appName} password`,
    preview: 'Choose a new password. The link works once, for one hour.',
    heading: 'Reset your password',
    greeting: greeting(input.name),
    paragraphs: [
      `Someone (hopefully you) asked to reset the password of your ${site.appName} account. Use the button below to choose a new one.`,
      'The link works once and expires in one hour. Setting a new password signs you out on every device.',
    ],
    action: { label: 'Choose a new password', url: input.url },
    smallPrint: ["Didn't ask for this? Ignore this email: your password stays as it is."],
  });
}

// EMAIL_VERIFICATION=required: the link confirms the address and lands on /application (spec §7).
export function emailVerificationEmail(site: EmailSite, input: { name: string | null; url: string }): RenderedEmail {
  return renderEmail({
    ...site,
    subject: `Confirm your email for ${site.appName}`,
    preview: 'One tap to confirm your address and start your application.',
    heading: 'Confirm your email',
    greeting: greeting(input.name),
    paragraphs: [
      `Welcome to ${site.appName}. Confirm this address to switch on your account, then pick up your application right where it starts.`,
    ],
    action: { label: 'Confirm my email', url: input.url },
    smallPrint: [
      'The link expires in 24 hours. If it has, sign in and ask for a new one.',
      // Issue 18 (decision 100): confirming from a browser the account never used hands it to
      // the inbox's owner.
      "Didn't sign up? Someone may have used your address. Ignore this email, or confirm it to take the account over: you'll choose a new password and everyone else is signed out.",
    ],
  });
}

// A sign-up with an address that already has an account (EMAIL_VERIFICATION=required answers
// it like any sign-up, so nobody learns which addresses have accounts): tell the owner.
export function accountExistsEmail(site: EmailSite, input: { name: string | null; signInUrl: string }): RenderedEmail {
  return renderEmail({
    ...site,
    subject: `You already have a ${site.appName} account`,
    preview: 'Someone tried to sign up with this address.',
    heading: 'You already have an account',
    greeting: greeting(input.name),
    paragraphs: [
      `Someone just tried to create a ${site.appName} account with this address, but it already has one. Sign in instead; if you've forgotten your password, choose 'Forgot password?' on the sign-in page.`,
    ],
    action: { label: `Sign in to ${site.appName}`, url: input.signInUrl },
    smallPrint: ["Wasn't you? Nothing changed on your account; you can ignore this email."],
  });
}
