// spec §5 profile completeness: six equal checks — name, phone, city, state, at least one
// market, at least one skill. Percent = filled checks / 6, rounded.

type CompletenessInput = {
  name: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  markets: readonly string[];
  skills: readonly string[];
};

export const COMPLETENESS_CHECKS = ['name', 'phone', 'city', 'state', 'markets', 'skills'] as const;
export type CompletenessCheck = (typeof COMPLETENESS_CHECKS)[number];

const filled = (value: string | null) => Boolean(value?.trim());

export function profileCompleteness(person: CompletenessInput): { percent: number; missing: CompletenessCheck[] } {
  const passed: Record<CompletenessCheck, boolean> = {
    name: filled(person.name),
    phone: filled(person.phone),
    city: filled(person.city),
    state: filled(person.state),
    markets: person.markets.length > 0,
    skills: person.skills.length > 0,
  };
  const missing = COMPLETENESS_CHECKS.filter((check) => !passed[check]);
  const percent = Math.round(((COMPLETENESS_CHECKS.length - missing.length) / COMPLETENESS_CHECKS.length) * 100);
  return { percent, missing };
}
