// spec §5: creative-type opportunities, or titles containing 'dj' or 'rotation' in any case
// (a plain substring test, as the spec words it), ask for the creative answers. Kept apart
// from the schemas so an opportunity page can ask without downloading them.
export function isCreativeOpportunity(opportunity: { opportunityType: string; title: string }): boolean {
  const title = opportunity.title.toLowerCase();
  return opportunity.opportunityType === 'creative' || title.includes('dj') || title.includes('rotation');
}
