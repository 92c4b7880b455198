// The cities the network books in (spec §9 markets): one list for the wizard, the public
// opportunity filter and the back office's opportunity form (issue 41), so an opportunity's city
// is always one the public filter offers.
export const MARKET_CITIES = ['Dallas', 'Austin', 'Houston', 'Tulsa', 'Phoenix', 'National'] as const;
export type MarketCity = (typeof MARKET_CITIES)[number];
