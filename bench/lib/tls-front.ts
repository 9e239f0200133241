import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort, onStop, sleep } from './product';

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));

/**
 * nginx with TLS and HTTP/2 in front of `upstream`, as docs/deploy.md serves Fundi: phones reach
 * the product through it, so the pages part measures them through it. Over HTTP/1.1 to Node a
 * browser opens six connections and a page's 20-40 scripts queue on them; over HTTP/2 they
 * share one. The certificate is made for this run (openssl) and the browser told to accept it.
 * Undefined when nginx or openssl is missing: the part then measures Node directly, and says so.
 */
export async function startTlsFront(upstream: string): Promise<string | undefined> {
  if (!nginx || spawnSync('openssl', ['version']).status !== 0) return undefined;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'fundi-bench-front-'));
  const [key, certificate] = [path.join(folder, 'key.pem'), path.join(folder, 'cert.pem')];
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', certificate, '-days', '1', '-subj', '/CN=127.0.0.1']);
  if (made.status !== 0) throw new Error(`openssl could not make the bench's certificate: ${made.stderr.toString()}`);
  const port = await freePort();
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`;
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    `worker_processes 1;
pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    location / {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto https;
    }
  }
}`,
  );
  const front = spawn(nginx, ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  onStop(async () => {
    // SIGTERM: the master stops its workers before it exits.
    const exited = new Promise((resolve) => front.once('exit', resolve));
    front.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
    rmSync(folder, { recursive: true, force: true });
  });
  const url = `https://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (front.exitCode !== null) throw new Error(`nginx in front of the bench's server exited (${front.exitCode})`);
    if (await isUp(url)) return url;
    await sleep(100);
  }
  throw new Error('nginx in front of the bench\'s server did not answer within 5 s');
}

/** The health route through the front, its certificate taken as it is (made above). */
async function isUp(url: string): Promise<boolean> {
  return await new Promise((resolve) => {
    const asked = request(`${url}/api/health`, { rejectUnauthorized: false, timeout: 1_000 }, (answer) => {
      answer.resume();
      resolve(answer.statusCode === 200);
    });
    asked.on('error', () => resolve(false));
    asked.end();
  });
}
