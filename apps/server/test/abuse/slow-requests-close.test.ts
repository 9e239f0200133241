import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import { createTestContext } from '../helpers';

const lines: string[] = [];
const { app } = await createTestContext({
  requestTimeouts: { headersMs: 600, bodyMs: 300, uploadBodyMs: 2_000, requestMs: 4_000 },
  logStream: { write: (line) => lines.push(line) },
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('a body still unread when the server closes leaves no timer to log after the close', async () => {
  // A body still arriving when the server closes (as when a test file ends mid-request).
  const body = new PassThrough();
  body.write('{"name":"');
  void app
    .inject({ method: 'POST', url: '/api/contact-us', headers: { 'content-type': 'application/json', 'content-length': '5000' }, payload: body })
    .catch(() => undefined);
  await wait(50);
  await app.close();
  const linesAtClose = lines.length;
  await wait(600);
  body.destroy();
  expect(lines.slice(linesAtClose).filter((line) => line.includes('request body too slow'))).toEqual([]);
});
