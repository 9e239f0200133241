import { defineConfig, devices } from '@playwright/test';
import { dataDirOf, fakeDarajaPort, fakeDarajaURL, mpesaPort, otherClientPort, port, urlOf } from './support/servers';

// The browser tests drive a real server (embedded PostgreSQL, demo data, built web app) that
// this run starts in a fresh data folder and stops at the end. The mpesa project has a second
// one of its own, paying with M-Pesa through a fake Daraja (apps/server/test/fake-daraja.ts).
export const baseURL = urlOf(port);
const mpesaBaseURL = urlOf(mpesaPort);
const mpesaSpecs = '**/mpesa*.spec.ts';

/** What the fake Daraja accepts, given to it and to the M-Pesa server alike (FAKE_DARAJA_DEFAULTS' values). */
const daraja = { consumerKey: 'fake-consumer-key', consumerSecret: 'fake-consumer-secret', shortcode: '174379', passkey: 'fake-passkey' };

const server = {
  command: 'node e2e/serve.mjs',
  cwd: '..',
  // A server left over from an earlier run must not be silently reused.
  reuseExistingServer: false,
  timeout: 180_000,
  gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  stdout: 'pipe',
  stderr: 'pipe',
} as const;

/**
 * Info logs every request; e2e/serve.mjs keeps them in test-results/server-logs/ for the log scan.
 * SUPPORT_PHONE is not the default, so the pages' number can only come from the setting.
 * TRUST_PROXY as behind a real proxy: the people the tests make through the API each send
 * x-forwarded-for with an address of their own (support/accounts.ts), so per-address limits
 * see many people, as in real traffic; the browsers send none and count as 127.0.0.1.
 */
const serverEnv = (serverPort: number) => ({
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDirOf(serverPort),
  LOG_LEVEL: 'info',
  PUBLIC_URL: urlOf(serverPort),
  SUPPORT_PHONE: '+254 709 123 456',
  TRUST_PROXY: 'true',
  // Another web client's pages (e2e/other-client.spec.ts) may call the API from the browser.
  ALLOWED_ORIGINS: urlOf(otherClientPort),
});

const mpesaServers = [
  {
    // No --auto-approve: the tests approve, fail and complete each prompt and payout themselves.
    command: [
      'node --import tsx apps/server/test/fake-daraja.ts',
      `--port ${fakeDarajaPort}`,
      `--consumer-key ${daraja.consumerKey} --consumer-secret ${daraja.consumerSecret}`,
      `--shortcode ${daraja.shortcode} --passkey ${daraja.passkey}`,
    ].join(' '),
    cwd: '..',
    url: `${fakeDarajaURL}/__fake/pushes`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    ...server,
    url: `${mpesaBaseURL}/api/health`,
    env: {
      ...serverEnv(mpesaPort),
      // Daraja posts its callbacks to PUBLIC_URL (this server), under the fixed secret.
      MPESA_BASE_URL: fakeDarajaURL,
      MPESA_CONSUMER_KEY: daraja.consumerKey,
      MPESA_CONSUMER_SECRET: daraja.consumerSecret,
      MPESA_SHORTCODE: daraja.shortcode,
      MPESA_PASSKEY: daraja.passkey,
      MPESA_B2C_SHORTCODE: '600000',
      MPESA_INITIATOR_NAME: 'testapi',
      MPESA_SECURITY_CREDENTIAL: 'fake-security-credential',
      MPESA_CALLBACK_SECRET: 'e2e_mpesa_callbacks_only_for_tests',
    },
  },
] as const;

/**
 * Which servers this run needs, from its command line: a run naming only some spec files
 * (`npx playwright test -c e2e e2e/orders.spec.ts`) or only some projects starts only the shop
 * they use, and waits for no other. Anything else (no filter, a grep, a name it cannot tell)
 * starts them all.
 */
function serversFor(args: readonly string[]): { shop: boolean; mpesa: boolean } {
  const projects = args.flatMap((arg, index) => {
    if (arg.startsWith('--project=')) return arg.slice('--project='.length).split(',');
    return arg === '--project' ? (args[index + 1]?.split(',') ?? []) : [];
  });
  const specFiles = args.filter((arg) => /\.spec\.ts(:\d+)*$/.test(arg));
  const isMpesaSpec = (file: string) => /(^|\/)mpesa[^/]*\.spec\.ts/.test(file);
  const picks = (isMpesa: boolean) =>
    (projects.length === 0 || projects.some((name) => name.includes('*') || (name === 'mpesa') === isMpesa)) &&
    (specFiles.length === 0 || specFiles.some((file) => isMpesaSpec(file) === isMpesa));
  return { shop: picks(false), mpesa: picks(true) };
}

const needed = serversFor(process.argv);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // Two browsers, the server and its PostgreSQL share CI's two cores: a page that answers in a
  // second alone may take several under that load, so a wait gets 10 s rather than the default 5.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  // One folder per port, so runs on different ports never delete each other's traces.
  outputDir: `../test-results/e2e-${port}`,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // Another client's pages listen on fixed ports (they are named in ALLOWED_ORIGINS): one project runs them.
    { name: 'phone', testIgnore: [mpesaSpecs, '**/other-client.spec.ts'], use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 } } },
    { name: 'desktop', testIgnore: mpesaSpecs, use: { ...devices['Desktop Chrome'] } },
    { name: 'mpesa', testMatch: mpesaSpecs, use: { ...devices['Desktop Chrome'], baseURL: mpesaBaseURL } },
  ],
  // One after the other: the first shop builds the web app if it is stale, the M-Pesa one finds it built.
  webServer: [...(needed.shop ? [{ ...server, url: `${baseURL}/api/health`, env: serverEnv(port) }] : []), ...(needed.mpesa ? mpesaServers : [])],
});
