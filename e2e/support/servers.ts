import os from 'node:os';
import path from 'node:path';

// Where the browser tests' servers listen, all from E2E_PORT (4790 unless set): the shop with
// simulated payments on it, the shop with M-Pesa on the next port, and the fake Daraja that
// shop talks to on the one after (the mpesa project, see playwright.config.ts).

export const port = Number(process.env.E2E_PORT ?? 4790);
export const mpesaPort = port + 1;
export const fakeDarajaPort = port + 2;
/** Pages of another web client, served by e2e/other-client.spec.ts: one named in ALLOWED_ORIGINS, one not. */
export const otherClientPort = port + 3;
export const strangerPort = port + 4;

export const urlOf = (serverPort: number) => `http://127.0.0.1:${serverPort}`;

/** The shop's data folder (embedded PostgreSQL, outbox), wiped at each start by e2e/serve.mjs. */
export const dataDirOf = (serverPort: number) => path.join(os.tmpdir(), `fundi-e2e-${serverPort}`);

/** The fake Daraja: its HTTP driver (GET /__fake/pushes, POST /__fake/pushes/{id}/approve...) is under /__fake. */
export const fakeDarajaURL = urlOf(fakeDarajaPort);
