import { z } from 'zod';

// The shared schemas' zod. In the browser it never compiles parsers with eval: the CSP forbids
// eval, and zod's probe for it would report a violation on every page that parses. The server
// keeps the faster compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
