// Starts the product for the browser tests exactly as `npm start` does, in a data folder
// wiped first so every run begins with just the demo data.
import { rmSync } from 'node:fs';

if (!process.env.DATA_DIR?.includes('fundi-e2e-')) throw new Error('e2e/serve.mjs only wipes a fundi-e2e-* DATA_DIR');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import('../scripts/start.mjs');
