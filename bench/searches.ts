// The searches of the bench's "a new search each time" row (issue 17): what people type, never
// the same twice, so no answer or count kept in memory can serve one (docs/decisions/017). Words
// are drawn as often as listings use them (Zipf-like, by their rank in the vocabulary), most
// still being typed:
//   45%  one word, or its beginning ("photog")
//   30%  a word and the beginning of another ("rooftop dj", "house dal")
//   10%  a word and a city ("techno austin")
//   10%  a misspelt word ("tecno": nothing matches, "Did you mean …?" is looked up)
//    5%  a "quoted phrase" or a -word left out
export function newSearches(options: {
  words: readonly string[];
  cities: readonly string[];
  count: number;
  seed?: number;
}): string[] {
  let state = options.seed ?? 17;
  // A small deterministic generator (mulberry32): the same seed gives the same searches.
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const words = options.words.filter((word) => word.length >= 3);
  const zipf = <T>(list: readonly T[]) =>
    list[Math.min(list.length - 1, Math.floor(Math.exp(random() * Math.log(list.length + 1))) - 1)] as T;
  // The beginning of a word, at least three letters, often all of it.
  const typing = (word: string) =>
    random() < 0.4 ? word : word.slice(0, 3 + Math.floor(random() * Math.max(1, word.length - 2)));
  const misspelt = (word: string) => {
    const at = 1 + Math.floor(random() * (word.length - 2));
    return random() < 0.5
      ? word.slice(0, at) + word.slice(at + 1)
      : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  };
  const city = () => zipf(options.cities).toLowerCase();

  const made = new Set<string>();
  for (let attempt = 0; made.size < options.count && attempt < options.count * 20; attempt += 1) {
    const kind = random();
    let search: string;
    if (kind < 0.45) search = typing(zipf(words));
    else if (kind < 0.75) search = `${zipf(words)} ${typing(zipf(words))}`;
    else if (kind < 0.85) search = `${zipf(words)} ${typing(city())}`;
    else if (kind < 0.95) search = misspelt(zipf(words));
    else search = random() < 0.5 ? `"${zipf(words)} ${zipf(words)}"` : `${zipf(words)} -${zipf(words)}`;
    made.add(search);
  }
  return [...made];
}
