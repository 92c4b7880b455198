// D32: an opportunity's page outlives its openings and says why it takes no more applications:
// its day has passed ("over"), the team closed it, or every spot is taken ("filled"). An
// invite-only one (no spots) is never "filled" by that count. Null while it is open.
export type OpportunityEnded = 'over' | 'closed' | 'filled';

export function opportunityEnded(opportunity: {
  status: string;
  slotsTotal: number;
  slotsFilled: number;
  past: boolean;
}): OpportunityEnded | null {
  if (opportunity.past) return 'over';
  if (opportunity.status === 'closed') return 'closed';
  const full = opportunity.slotsTotal > 0 && opportunity.slotsFilled >= opportunity.slotsTotal;
  return opportunity.status === 'filled' || full ? 'filled' : null;
}
