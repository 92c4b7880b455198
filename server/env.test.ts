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
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'Password1' })).toThrow(
      /ADMIN_PASSWORD is one of the most common passwords/,
    );
  });

  it('checks the mail settings: an smtp(s) URL, and a sender whenever mail leaves the machine', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@b.co' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(/MAIL_FROM must be set/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    const config = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example.com',
      MAIL_FROM: 'Backline <hi@backline.example>',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com',
      mailFrom: 'Backline <hi@backline.example>',
    });
    expect(loadConfig({ MAIL_FROM: 'hi@backline.example' }).mailFrom).toBe('hi@backline.example');
  });

  it('keeps media in the database unless a whole S3 bucket is named (D33)', () => {
    expect(loadConfig({}).mediaStorage).toEqual({ kind: 'database' });
    const bucket = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(bucket).mediaStorage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ ...bucket, S3_REGION: 'eu-west-1' }).mediaStorage).toMatchObject({ region: 'eu-west-1' });
    expect(() => loadConfig({ ...bucket, S3_SECRET_ACCESS_KEY: '' })).toThrow(/must be set together/);
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
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
