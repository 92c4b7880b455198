// D31: staff never judge themselves. The server's refusal when a team member acts on one of
// their own records, and the back office's notice in place of the control: the same words.
export const OWN_RECORD_MESSAGES = {
  // Their track application or an application of theirs to an opportunity: status, booking,
  // archiving, private and internal notes.
  application: 'Another team member handles your own application.',
  // A bulk change whose selection holds one of theirs is refused as a whole.
  bulk: 'Your own application is among those chosen. Another team member handles it, so nothing was changed.',
  // The communication log about them.
  interactions: 'Another team member keeps the communication log about you.',
  // Their status and rank (D13).
  standing: 'Another team member handles your own status and rank.',
  // Issue 42 (D37): a block on their own applying.
  reliabilityBlock: 'Another admin lifts a block on your own record.',
  // Issue 42 (D36): checking them in or out at the door, correcting their no-show.
  door: 'Another team member handles your own booking at the door.',
  // Issue 45 (D35): the conversations about them, read and written as staff.
  messages: 'Another team member answers the conversations about you. Read yours under Messages.',
  // Invitations to them (D23).
  invitations: 'Another team member handles your own invitations.',
  // An invitation whose people include them is refused as a whole.
  invite: 'You are among the people chosen. Another team member handles your own invitations, so nobody was invited.',
} as const;
