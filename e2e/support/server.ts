// Where the end-to-end suite's server listens (playwright.config.ts starts it).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
