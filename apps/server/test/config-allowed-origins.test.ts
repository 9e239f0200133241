import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const load = (ALLOWED_ORIGINS?: string) => loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'fundi-config-')), ALLOWED_ORIGINS });

describe('ALLOWED_ORIGINS', () => {
  it('allows no other origin by default, or when blank', () => {
    expect(load().allowedOrigins).toEqual([]);
    expect(load('').allowedOrigins).toEqual([]);
    expect(load(' , ').allowedOrigins).toEqual([]);
  });

  it('takes a comma-separated list of origins, written as browsers send them', () => {
    expect(load('https://app.fundi.example, http://localhost:5173').allowedOrigins).toEqual(['https://app.fundi.example', 'http://localhost:5173']);
    // Capitals, the default port and a trailing slash are how people write them, not browsers.
    expect(load('HTTPS://App.Fundi.Example:443/,https://app.fundi.example').allowedOrigins).toEqual(['https://app.fundi.example']);
    expect(load('http://192.168.1.20:8080').allowedOrigins).toEqual(['http://192.168.1.20:8080']);
  });

  it.each([
    'app.fundi.example',
    '*',
    'null',
    'https://app.fundi.example/login',
    'https://app.fundi.example/?next=1',
    'https://app.fundi.example/#x',
    'https://user:pass@app.fundi.example',
    'https://user@app.fundi.example',
    'ftp://files.fundi.example',
    'javascript:alert(1)',
    '//app.fundi.example',
    'https://app.fundi.example, nonsense',
  ])('stops on %j with one line naming the variable', (value) => {
    const attempt = () => load(value);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^Invalid configuration: ALLOWED_ORIGINS must be http\(s\) origins without a path/);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
