// D3: a person "has a profile" (and may apply to opportunities) once the wizard's step 1
// is filled: age, city and state.
export function hasProfile(person: { age: number | null; city: string | null; state: string | null }): boolean {
  return person.age !== null && Boolean(person.city?.trim()) && Boolean(person.state?.trim());
}
