import { describe, expect, it } from 'vitest';
import { loadConfig, trustedOrigins } from './env';

describe('loadConfig', () => {
  it('has working defaults for a new user', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: './data', appName: 'Backline', databaseUrl: undefined });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: '123' })).toThrow(/at least 6/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });
});

describe('trustedOrigins', () => {
  it('follows the port the server runs on and the public URL', () => {
    const origins = trustedOrigins(loadConfig({ PORT: '4567', PUBLIC_URL: 'https://backline.example/' }));
    expect(origins).toContain('http://localhost:4567');
    expect(origins).toContain('http://127.0.0.1:4567');
    expect(origins).toContain('https://backline.example');
  });
});
