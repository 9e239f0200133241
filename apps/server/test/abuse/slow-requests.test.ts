import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers';

// Short limits so the test is quick; the real ones are in src/plugins/slow-requests.ts.
const { app } = await createTestContext({ requestTimeouts: { headersMs: 600, bodyMs: 600, uploadBodyMs: 2_000, requestMs: 4_000 } });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

type Trickle = { answer: string; isClosed: () => boolean; closed: Promise<void>; stop: () => void };

/** A client that sends `head` at once and then one byte every 100 ms, as a slowloris does. */
function trickle(head: string, drip = 'x'): Trickle {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  let isClosed = false;
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => undefined);
  socket.write(head);
  const timer = setInterval(() => socket.writable && socket.write(drip), 100);
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      isClosed = true;
      clearInterval(timer);
      resolve();
    }),
  );
  return {
    get answer() {
      return answer;
    },
    isClosed: () => isClosed,
    closed,
    stop: () => socket.destroy(),
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('slow clients', () => {
  it('lose their connection when a JSON body trickles in, and the request is never handled', async () => {
    const client = trickle('POST /api/contact-us HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":"');
    await client.closed;
    expect(client.answer).not.toContain('200 OK');
  });

  it('lose their connection when the headers trickle in', async () => {
    const client = trickle('GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: y\r\n');
    await client.closed;
    expect(client.answer).not.toContain('200 OK');
  });

  it('may take longer over a photo upload, but not for ever', async () => {
    const client = trickle('PUT /api/profile HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 5000000\r\n\r\n--b\r\n');
    // Past the JSON body's limit, an upload is still being received...
    await wait(1_200);
    expect(client.isClosed()).toBe(false);
    // ...until its own limit.
    await client.closed;
    expect(client.answer).not.toContain('200 OK');
  });

  it('keep their connection when the body arrives in time', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.setEncoding('latin1');
    let answer = '';
    socket.on('data', (chunk: string) => (answer += chunk));
    const body = JSON.stringify({ name: 'Grace', email: 'grace@example.com', message: 'Hello' });
    socket.write(`POST /api/contact-us HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    await wait(300);
    socket.write(body.slice(10));
    await wait(900);
    expect(answer).toContain('HTTP/1.1 200 OK');
    // The body's timer ended with the body: the kept-alive connection is still usable.
    expect(socket.destroyed).toBe(false);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await wait(300);
    expect(answer.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    socket.destroy();
  });
});
