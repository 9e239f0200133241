import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from './helpers';

const lines: string[] = [];
const { app } = await createTestContext({
  logLevel: 'info',
  logStream: { write: (line) => lines.push(line) },
  webDistDir: path.join(import.meta.dirname, 'fixtures', 'web-dist'),
});

describe('request logs', () => {
  it('carry request ids but never passwords, bearer tokens or one-time codes', async () => {
    const password = 'Secret#Passw0rd';
    const signup = await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { name: 'Log Test', email: 'log@example.com', phone: null, password },
    });
    const { token } = signup.json() as { token: string };
    await app.inject({ method: 'POST', url: '/auth/login', payload: { identifier: 'log@example.com', password } });
    await app.inject({ method: 'GET', url: '/auth/validate-token', headers: { authorization: `Bearer ${token}` } });
    await app.inject({ method: 'GET', url: '/reset-password?token=one-time-reset-value' });
    await app.inject({ method: 'GET', url: '/auth/google/callback?accessToken=a-token-value&name=Log' });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('"reqId"');
    expect(log).toContain('/reset-password?token=[redacted]');
    for (const secret of [password, token, 'one-time-reset-value', 'a-token-value']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('log levels', () => {
  it('are words, the same as the start-up lines print', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    const levels = new Set(lines.map((line) => (JSON.parse(line) as { level: unknown }).level));
    expect([...levels].every((level) => ['trace', 'debug', 'info', 'warn', 'error', 'fatal'].includes(String(level)))).toBe(true);
    expect(levels).toContain('info');
  });

  it.each([
    ['as it is', ''],
    ['compressed as it streams', 'Accept-Encoding: gzip, br\r\n'],
  ])('stay below error when a browser abandons a download half way, sent %s', async (_sent, acceptEncoding) => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'fundi-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Fundi</title>');
    // Bigger than the socket's buffers, so the download is really cut short.
    writeFileSync(path.join(dist, 'assets', 'big.js'), 'x'.repeat(20 * 1024 * 1024));
    const served: string[] = [];
    const server = await createTestContext({ logLevel: 'info', webDistDir: dist, logStream: { write: (line) => served.push(line) } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(`GET /assets/big.js HTTP/1.1\r\nHost: x\r\n${acceptEncoding}\r\n`));
      socket.once('data', () => socket.destroy());
      socket.on('close', () => resolve());
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const loud = served.map((line) => JSON.parse(line) as { level: string; msg?: string }).filter((line) => ['error', 'fatal'].includes(line.level));
    expect(loud).toEqual([]);
    // It is noticed, as information: nothing went wrong on our side.
    expect(served.some((line) => line.includes('"level":"info"') && line.includes('stream closed prematurely'))).toBe(true);
    await server.app.close();
  });
});
