// Issue 40 (docs/decisions/144): what an emailed confirmation link does in the browser that
// opened it:
// - confirm-email: the address is confirmed (the browser is signed in to the account, or is one
//   of its known devices, decision 100);
// - take-over: any other browser. The account may have been registered by someone else: the
//   opener chooses a password, and every other way in ends;
// - change-email: the account's address becomes the new one (D25);
// - already-confirmed: nothing is left to do.
export type EmailLinkAction = 'confirm-email' | 'take-over' | 'change-email' | 'already-confirmed';

export type EmailLinkPreviewDto = {
  action: EmailLinkAction;
  email: string;
  newEmail: string | null;
  // The browser is signed in to another account (which it stays).
  signedInElsewhere: boolean;
};

export type EmailLinkOutcomeDto = {
  action: EmailLinkAction;
  // The account's address now.
  email: string;
  // This browser is signed in to the account (it was, or the link signed it in).
  signedIn: boolean;
};
