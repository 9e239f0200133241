// The M-Pesa part's Daraja: our fake (apps/server/test/fake-daraja.ts) in its own process, so
// the load generator never shares its CPU time, approving every PIN prompt after
// `autoApproveMs` and posting the callback to the server, behind a small proxy that can make
// Daraja slow: each request to Daraja waits the current delay before it reaches the fake (so
// the push is recorded, and its callback sent, only once its answer is on its way, as with a
// slow Daraja). This file is both the parent's handle (startFakeDarajaProcess) and, run by
// path, the child. Besides Daraja's own paths, the child answers:
//   PUT /__bench/delay  { "ms": 300 }   the delay from now on (0 at start)
//   GET /__bench/stats                  pushes, their outcomes, the callbacks and what they got
import { spawn } from 'node:child_process';
import { Agent, createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startFakeDaraja } from '../../apps/server/test/fake-daraja';
import { sendRequest } from './http';
import { onStop, repoRoot } from './product';

export type FakeDarajaStats = {
  delayMs: number;
  pushes: number;
  pushStatuses: Record<string, number>;
  callbacks: number;
  /** What the server answered each callback (its HTTP status), or why it did not. */
  callbackAnswers: Record<string, number>;
  /** Every Daraja request answered, as `METHOD path status`. */
  requests: Record<string, number>;
};

/** Starts the child; resolves to its URL (MPESA_BASE_URL) and its two controls. */
export async function startFakeDarajaProcess({ autoApproveMs }: { autoApproveMs: number }) {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), String(autoApproveMs)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  onStop(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.setEncoding('utf8');
    child.stdout!.once('data', (line: string) => resolve(line.trim()));
    child.once('exit', (code) => reject(new Error(`the fake Daraja exited (${code})`)));
  });
  return {
    url,
    async setDelay(ms: number): Promise<void> {
      const answer = await sendRequest(`${url}/__bench/delay`, { method: 'PUT', body: JSON.stringify({ ms }) });
      if (answer.status !== 200) throw new Error(`the fake Daraja refused the delay: ${answer.status}`);
    },
    async stats(): Promise<FakeDarajaStats> {
      return JSON.parse((await sendRequest(`${url}/__bench/stats`)).body.toString()) as FakeDarajaStats;
    },
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

async function runChild(autoApproveMs: number): Promise<void> {
  const fake = await startFakeDaraja({ autoApprove: { delayMs: autoApproveMs } });
  const fakeUrl = new URL(fake.url);
  const agent = new Agent({ keepAlive: true });
  let delayMs = 0;

  const stats = (): FakeDarajaStats => ({
    delayMs,
    pushes: fake.pushes.length,
    pushStatuses: countBy(fake.pushes, (push) => push.status),
    callbacks: fake.callbacks.length,
    callbackAnswers: countBy(fake.callbacks, (callback) => (callback.dropped ? 'dropped' : callback.error ? `error: ${callback.error}` : String(callback.status))),
    requests: countBy(fake.requests, (request) => `${request.method} ${request.path.split('?')[0]} ${request.status}`),
  });
  const json = (body: unknown) => [200, { 'content-type': 'application/json' }, JSON.stringify(body)] as const;

  const proxy = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = request.url ?? '/';
      if (path === '/__bench/delay' && request.method === 'PUT') {
        delayMs = Number((JSON.parse(body.toString()) as { ms: number }).ms);
        const [status, headers, text] = json({ delayMs });
        return void response.writeHead(status, headers).end(text);
      }
      if (path === '/__bench/stats') {
        const [status, headers, text] = json(stats());
        return void response.writeHead(status, headers).end(text);
      }
      if (delayMs > 0 && !path.startsWith('/__fake/')) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const forwarded = httpRequest(
        { host: fakeUrl.hostname, port: fakeUrl.port, method: request.method, path, headers: { ...request.headers, host: fakeUrl.host }, agent },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forwarded.on('error', () => response.destroy());
      forwarded.end(body);
    })().catch(() => response.destroy());
  });
  proxy.keepAliveTimeout = 60_000;
  proxy.listen(0, '127.0.0.1', () => process.stdout.write(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}\n`));
  process.once('SIGTERM', () => {
    proxy.closeAllConnections();
    proxy.close();
    void fake.close().then(() => process.exit(0));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void runChild(Number(process.argv[2] ?? 0));
