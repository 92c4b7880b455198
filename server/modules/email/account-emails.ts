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

// D25: the link that confirms a new address goes to that address; the email changes once it
// is opened.
export function emailChangeEmail(
  site: EmailSite,
  input: { name: string | null; newEmail: string; url: string },
): RenderedEmail {
  return renderEmail({
    ...site,
    subject: `Confirm your new email for ${site.appName}`,
    preview: 'One tap to make this your sign-in address.',
    heading: 'Confirm your new email',
    greeting: greeting(input.name),
    paragraphs: [
      `You asked to use ${input.newEmail} for your ${site.appName} account. Confirm it and it becomes the address you sign in with and hear from us at.`,
    ],
    action: { label: 'Confirm my new email', url: input.url },
    smallPrint: [
      'The link expires in 24 hours. Until you open it, your account keeps its current address.',
      "Didn't ask for this? Ignore this email: nothing changes.",
    ],
  });
}

// D25: the old address is told when the change is done, so a change nobody asked for is seen.
export function emailChangedEmail(
  site: EmailSite,
  input: { name: string | null; newEmail: string; contactUrl: string },
): RenderedEmail {
  return renderEmail({
    ...site,
    subject: `Your ${site.appName} email address was changed`,
    preview: `Your account now uses ${input.newEmail}.`,
    heading: 'Your email address was changed',
    greeting: greeting(input.name),
    paragraphs: [
      `Your ${site.appName} account now uses ${input.newEmail}. Sign-in, password resets and every update go there from now on; this address will not hear from us again about this account.`,
      "If you made this change, there's nothing more to do.",
    ],
    action: { label: "This wasn't me", url: input.contactUrl },
    smallPrint: [
      `Didn't change it? Tell us at once with the button above (or reply to any ${site.appName} email) so we can lock the account.`,
    ],
  });
}

// Issue 40: a password change is told to the address. Whoever reads the inbox can take the
// account back with the link (a new password ends every session and link of the account).
export function passwordChangedEmail(
  site: EmailSite,
  input: { name: string | null; resetUrl: string; forgotUrl: string },
): RenderedEmail {
  return renderEmail({
    ...site,
    subject: `Your ${site.appName} password was changed`,
    preview: 'If it was not you, choose a new password now.',
    heading: 'Your password was changed',
    greeting: greeting(input.name),
    paragraphs: [
      `The password of your ${site.appName} account was just changed, and every other device was signed out.`,
      "If you made this change, there's nothing more to do.",
    ],
    action: { label: "This wasn't me: choose a new password", url: input.resetUrl },
    smallPrint: [
      `The link works once, for one hour. After that, ask for a new one at ${input.forgotUrl}.`,
      'Choosing a new password signs everyone else out of your account.',
    ],
  });
}

// D25: the owner is told the account is gone (someone else deleting it would be seen).
export function accountDeletedEmail(site: EmailSite, input: { name: string | null }): RenderedEmail {
  return renderEmail({
    ...site,
    subject: `Your ${site.appName} account was deleted`,
    preview: 'Your profile and applications are gone.',
    heading: 'Your account was deleted',
    greeting: greeting(input.name),
    paragraphs: [
      `As you asked, we deleted your ${site.appName} account: your profile, your track application, your applications to opportunities and your sign-in. Notes our team kept about past applications stay, with your name replaced by "Deleted user".`,
      'You are welcome back any time with a new account.',
    ],
    action: { label: `Visit ${site.appName}`, url: site.siteUrl },
    smallPrint: ["This is the last email we'll send to this address about that account."],
  });
}
