// Where the end-to-end suite's server listens (playwright.config.ts starts it).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
// Issue 45 (D35): where it takes replies to message emails, and for which domain.
export const E2E_INBOUND_PORT = Number(process.env.E2E_INBOUND_PORT ?? E2E_PORT + 1);
export const E2E_INBOUND_DOMAIN = 'reply.backline.test';
