import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'fundi-config-'));

describe('configuration', () => {
  it('starts with defaults and no environment at all', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.outboxDir).toBe(path.join(dir, 'outbox'));
    expect(config.demoData).toBe(true);
    expect(config.supportEmail).toBe('support@fundi.co.ke');
    expect(config.supportPhone).toBe('+254 20 386 3400');
    expect(config.drainSeconds).toBe(0);
  });

  it('generates a JWT secret once, keeps it private in the data folder, and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*"abc"/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a URL starting with postgres:/],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters/],
    [{ SMTP_URL: 'not a url' }, /^Invalid configuration: SMTP_URL /],
    [{ DEMO_DATA: 'maybe' }, /^Invalid configuration: DEMO_DATA must be true or false/],
    [{ SUPPORT_EMAIL: 'support at fundi' }, /^Invalid configuration: SUPPORT_EMAIL must be an e-mail address/],
    [{ SUPPORT_PHONE: '0700 000 000' }, /^Invalid configuration: SUPPORT_PHONE must be an international number such as \+254 20 386 3400/],
    [{ SUPPORT_PHONE: '+254-700-123456' }, /^Invalid configuration: SUPPORT_PHONE must be an international number/],
    [{ SUPPORT_PHONE: '+254 70' }, /^Invalid configuration: SUPPORT_PHONE must have 8 to 15 digits/],
    [{ DRAIN_SECONDS: '2.5' }, /^Invalid configuration: DRAIN_SECONDS must be a whole number of seconds/],
    [{ DRAIN_SECONDS: '600' }, /^Invalid configuration: DRAIN_SECONDS must be at most 300/],
  ])('stops on a bad value with one line naming the variable: %o', (env, message) => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('uses the given port and public address', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: '4100', PUBLIC_URL: 'https://fundi.co.ke/' });
    expect(config.port).toBe(4100);
    expect(config.publicUrl).toBe('https://fundi.co.ke');
  });

  it('takes how long a stopping instance drains', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DRAIN_SECONDS: '10' }).drainSeconds).toBe(10);
  });

  it('takes the support e-mail and phone operators set', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SUPPORT_EMAIL: 'help@fundi.example', SUPPORT_PHONE: ' +254 711 222 333 ' });
    expect(config.supportEmail).toBe('help@fundi.example');
    expect(config.supportPhone).toBe('+254 711 222 333');
  });
});
