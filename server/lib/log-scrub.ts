// Issue 21: no secret, token or password is ever logged. Log lines are scrubbed here on
// their way out, whoever wrote them (the app, the auth library, the database server), so a
// careless message or an error from a failed query cannot carry one.

export const REDACTED = '[redacted]';

// Keys whose values are never written, at any depth of a logged object.
const SECRET_KEY = /passw(or)?d|^pass$|secret|token|cookie|authori[sz]ation|api[-_]?key|credential|signature|otp$/i;

const TEXT_RULES: [RegExp, string][] = [
  // Credentials in a URL: smtp://user:password@host, postgres://user:password@host.
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@/]*@/gi, `$1${REDACTED}@`],
  // A failed query's parameters (Drizzle's "params: a,b,c"): they may be tokens or hashes.
  [/(\bparams: ).*$/gim, `$1${REDACTED}`],
  // Tokens in links and query strings (?token=…, &code=…).
  [/([?&](?:token|code|password|secret|key|otp)[^=&\s]*=)[^&\s"'<>]+/gi, `$1${REDACTED}`],
  // The password reset link carries its token in the path (/reset-password/<token>).
  [/(\/reset-password\/)(?!:token\b)[^\s?/"'<>]+/gi, `$1${REDACTED}`],
  // "Bearer <token>", "Basic <credentials>".
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/g, `$1 ${REDACTED}`],
  // A session cookie's value (better-auth.session_token=…).
  [/(session_token=)[^;\s"']+/gi, `$1${REDACTED}`],
];

export function scrubText(text: string): string {
  let scrubbed = text;
  for (const [pattern, replacement] of TEXT_RULES) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

type LoggedError = { type: string; message: string; stack?: string; code?: unknown; cause?: unknown };

function scrubError(error: Error, depth: number): LoggedError {
  const details = error as Error & { code?: unknown };
  return {
    type: error.name,
    message: scrubText(error.message),
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
    ...(details.code !== undefined ? { code: details.code } : {}),
    ...(error.cause !== undefined ? { cause: scrubValue(error.cause, depth + 1) } : {}),
  };
}

// A copy of a value fit for the log: secret keys masked, text scrubbed, errors as plain
// objects (message, stack, code, cause), cycles and depth bounded.
export function scrubValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 6 || seen.has(value)) return '[…]';
  seen.add(value);
  if (value instanceof Error) return scrubError(value, depth);
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrubValue(item, depth + 1, seen));
  if (value instanceof Date) return value.toISOString();
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : scrubValue(child, depth + 1, seen);
  }
  return copy;
}
