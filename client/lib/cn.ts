import { type ClassValue, clsx } from 'clsx';

// Joins class names; when two Tailwind classes set the same thing (a component's `h-9` and a
// caller's `h-12`, both under the same variants), the later one wins. The same rule as
// tailwind-merge, for the classes this client uses: that library weighs 7 KB compressed, a
// fifth of what a public page may download. cn.test.ts checks every pair of classes the
// client's sources use against tailwind-merge.

const SIZES = '(?:xs|sm|base|md|lg|xl|\\d+xl)';
const ARBITRARY = '\\[.+\\]';
// What a spacing or sizing class may take after its prefix.
const LENGTH =
  '(?:\\d+(?:\\.\\d+)?|\\d+/\\d+|px|auto|full|screen|min|max|fit|dvh|svh|lvh|dvw|svw|lvw|none|prose|xs|sm|md|lg|xl|\\d+xl|screen-\\w+|\\[.+\\]|\\(.+\\))$';
const sized = (prefix: string) => new RegExp(`^${prefix}-${LENGTH}`);

// [group, pattern]: the first match names a class's group.
const GROUPS: [string, RegExp][] = [
  ['display', /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|table|hidden|flow-root)$/],
  ['position', /^(static|fixed|absolute|relative|sticky)$/],
  ['visibility', /^(visible|invisible|collapse)$/],
  ['sr', /^(sr-only|not-sr-only)$/],
  ['flex-direction', /^flex-(row|col)(-reverse)?$/],
  ['flex-wrap', /^flex-(wrap|wrap-reverse|nowrap)$/],
  ['flex', /^flex-(1|auto|initial|none|\d+)$/],
  ['shrink', /^shrink(-\d+)?$/],
  ['grow', /^grow(-\d+)?$/],
  ['items', /^items-/],
  ['justify', /^justify-(start|end|center|between|around|evenly|stretch|normal)$/],
  ['justify-items', /^justify-items-/],
  ['justify-self', /^justify-self-/],
  ['self', /^self-/],
  ['place-items', /^place-items-/],
  ['content', /^content-(start|end|center|between|around|evenly|stretch|normal)$/],
  ['grid-cols', /^grid-cols-/],
  ['grid-rows', /^grid-rows-/],
  ['col', /^col-(span|start|end)-|^col-auto$/],
  ['row', /^row-(span|start|end)-|^row-auto$/],
  ['order', /^order-/],
  ['gap-x', sized('gap-x')],
  ['gap-y', sized('gap-y')],
  ['gap', sized('gap')],
  ['space-x', sized('space-x')],
  ['space-y', sized('space-y')],
  ['divide-y', /^divide-y(-|$)/],
  ['divide-x', /^divide-x(-|$)/],
  ['divide-color', /^divide-/],
  ...(['p', 'm'] as const).flatMap((box): [string, RegExp][] =>
    ['', 'x', 'y', 't', 'r', 'b', 'l', 's', 'e'].map((side) => [`${box}${side}`, sized(`${box}${side}`)]),
  ),
  ['size', sized('size')],
  ['aspect', /^aspect-/],
  ['touch', /^touch-(auto|none|manipulation)$/],
  ['min-w', sized('min-w')],
  ['min-h', sized('min-h')],
  ['max-w', sized('max-w')],
  ['max-h', sized('max-h')],
  ['w', sized('w')],
  ['h', sized('h')],
  ['inset-x', sized('inset-x')],
  ['inset-y', sized('inset-y')],
  ['inset', sized('inset')],
  ...['top', 'right', 'bottom', 'left', 'start', 'end'].map((side): [string, RegExp] => [side, sized(side)]),
  ['z', /^z-/],
  ['overflow-x', /^overflow-x-(auto|hidden|clip|visible|scroll)$/],
  ['overflow-y', /^overflow-y-(auto|hidden|clip|visible|scroll)$/],
  ['overflow', /^overflow-(auto|hidden|clip|visible|scroll)$/],
  ['font-size', new RegExp(`^text-(${SIZES}|${ARBITRARY.replace('.+', '\\d[^\\]]*(?:px|rem|em)')})(/.+)?$`)],
  ['text-align', /^text-(left|center|right|justify|start|end)$/],
  ['text-wrap', /^text-(wrap|nowrap|balance|pretty)$/],
  ['text-overflow', /^(truncate|text-ellipsis|text-clip)$/],
  ['text-color', /^text-/],
  ['font-weight', /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  ['font-family', /^font-/],
  ['font-style', /^(italic|not-italic)$/],
  ['numeric', /^(tabular-nums|proportional-nums|lining-nums|oldstyle-nums|normal-nums)$/],
  ['leading', /^leading-/],
  ['tracking', /^tracking-/],
  ['whitespace', /^whitespace-/],
  ['break', /^break-(normal|words|all|keep)$/],
  ['text-transform', /^(uppercase|lowercase|capitalize|normal-case)$/],
  ['decoration-line', /^(underline|overline|line-through|no-underline)$/],
  ['underline-offset', /^underline-offset-/],
  ['bg-image', /^bg-(none|linear-|radial|conic)/],
  ['bg-size', /^bg-(auto|cover|contain)$/],
  ['bg-position', /^bg-(bottom|center|left|right|top)/],
  ['bg-color', /^bg-/],
  ['gradient-from', /^from-/],
  ['gradient-via', /^via-/],
  ['gradient-to', /^to-/],
  ['rounded-t', /^rounded-t(-|$)/],
  ['rounded-b', /^rounded-b(-|$)/],
  ['rounded-l', /^rounded-l(-|$)/],
  ['rounded-r', /^rounded-r(-|$)/],
  ['rounded', /^rounded(-|$)/],
  ...['t', 'r', 'b', 'l', 'x', 'y'].flatMap((side): [string, RegExp][] => [
    [`border-w-${side}`, new RegExp(`^border-${side}(-\\d+)?$`)],
  ]),
  ['border-w', /^border(-\d+)?$/],
  ['border-style', /^border-(solid|dashed|dotted|double|hidden|none)$/],
  // Issue 19's tables: the table's border model is not a colour.
  ['border-collapse', /^border-(collapse|separate)$/],
  ['border-color', /^border-/],
  ['outline-w', /^outline(-\d+)?$/],
  ['outline-style', /^outline-(none|solid|dashed|dotted|double|hidden)$/],
  ['outline-offset', /^outline-offset-/],
  ['outline-color', /^outline-/],
  ['ring-w', /^ring(-\d+)?$/],
  ['ring-offset-w', /^ring-offset-\d+$/],
  ['ring-offset-color', /^ring-offset-/],
  ['ring-color', /^ring-/],
  ['shadow', new RegExp(`^shadow(-(?:${SIZES.slice(3, -1)}|2xs|none|inner))?$`)],
  // An arbitrary shadow (lengths first, as tailwind-merge reads one), not a colour.
  ['shadow', /^shadow-\[(inset_)?-?(\d*\.?\d+[a-z]+|0)_-?(\d*\.?\d+[a-z]+|0)/],
  ['shadow-color', /^shadow-/],
  ['opacity', /^opacity-/],
  ['filter', /^filter(-none)?$/],
  ['blur', /^blur(-|$)/],
  ['brightness', /^brightness-/],
  ['backdrop-blur', /^backdrop-blur(-|$)/],
  ['transition', /^transition(-|$)/],
  ['duration', /^duration-/],
  ['ease', /^ease-/],
  ['animate', /^animate-/],
  ['translate-x', /^translate-x-/],
  ['translate-y', /^translate-y-/],
  ['rotate', /^rotate-/],
  ['scale', /^scale-/],
  ['cursor', /^cursor-/],
  ['pointer-events', /^pointer-events-/],
  ['select', /^select-/],
  ['resize', /^resize(-|$)/],
  ['appearance', /^appearance-/],
  ['object-fit', /^object-(contain|cover|fill|none|scale-down)$/],
  ['scroll-m', sized('scroll-m[xytrblse]?')],
  ['accent', /^accent-/],
  ['list-style-type', /^list-(none|disc|decimal)$/],
  ['vertical-align', /^align-(baseline|top|middle|bottom|text-top|text-bottom|sub|super)$/],
  ['decoration-style', /^decoration-(solid|double|dotted|dashed|wavy)$/],
  ['outline-hidden', /^outline-hidden$/],
];

// Groups a class also replaces: `p-4` after `px-2 pt-1` sets them all.
const REPLACES: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  flex: ['shrink', 'grow'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: ['rounded-t', 'rounded-b', 'rounded-l', 'rounded-r'],
  'border-w': ['border-w-t', 'border-w-r', 'border-w-b', 'border-w-l', 'border-w-x', 'border-w-y'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  // A font size with a line height (`text-sm/6`) sets the line height too.
  'font-size': ['leading'],
};

// "sm:hover:!-mt-2" → modifiers "hover:sm:" (order-free), group of "mt-2", important flag.
function parse(className: string): { key: string; group: string } | undefined {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[') depth++;
    else if (char === ']') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  let base = className.slice(start);
  const important = base.startsWith('!') || base.endsWith('!');
  base = base.replace(/^!|!$/g, '').replace(/^-/, '');
  // An arbitrary property (`[overflow-wrap:anywhere]`) is its own group.
  const property = /^\[([a-z-]+):.+\]$/.exec(base)?.[1];
  const found = property ? [`[${property}]`] : GROUPS.find(([, pattern]) => pattern.test(base));
  if (!found) return undefined;
  const modifiers = parts.sort().join(':') + (important ? '!' : '');
  return { key: `${modifiers}|`, group: found[0] };
}

const parsed = new Map<string, { key: string; group: string } | undefined>();
function parseOnce(className: string) {
  if (!parsed.has(className)) parsed.set(className, parse(className));
  return parsed.get(className);
}

function merge(classes: string): string {
  const kept: string[] = [];
  const taken = new Set<string>();
  const tokens = classes.split(/\s+/).filter(Boolean);
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index] as string;
    const found = parseOnce(token);
    if (!found) {
      kept.push(token);
      continue;
    }
    const id = found.key + found.group;
    if (taken.has(id)) continue;
    taken.add(id);
    for (const replaced of REPLACES[found.group] ?? []) taken.add(found.key + replaced);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}

// A page renders the same few hundred class lists again and again (every button, badge and
// link; on the server, on every request): each list is merged once.
const merged = new Map<string, string>();
export function mergeClasses(classes: string): string {
  let result = merged.get(classes);
  if (result === undefined) {
    result = merge(classes);
    if (merged.size >= 1000) merged.clear();
    merged.set(classes, result);
  }
  return result;
}

export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
