import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { registerCompression } from './compression';

const app = Fastify();
await registerCompression(app);
const listOf = (length: number) => ({ conversations: Array.from({ length }, (_, index) => ({ id: `person-${index}`, lastMessage: 'Habari, are you free this week?' })) });
const list = listOf(50);
// Over 16 kB: compressed on the thread pool rather than in place.
const bigList = listOf(1000);
app.get('/list', async () => list);
app.get('/big', async () => bigList);
app.get('/small', async () => ({ ok: true }));
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('JSON answers', () => {
  it('are compressed in one piece with their length, in the encoding the client prefers', async () => {
    const brotli = await get('/list', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(list);

    const gzip = await get('/list', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(list);
  });

  it('over 16 kB are compressed the same way', async () => {
    const brotli = await get('/big', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(bigList);
  });

  it('are sent as they are when small, when the client takes no compression, or asks for none', async () => {
    const small = await get('/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const refusals: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br', 'x-no-compression': '1' }];
    for (const headers of refusals) {
      const answer = await get('/list', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.json()).toEqual(list);
    }
  });
});
