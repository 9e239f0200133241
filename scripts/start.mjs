// `npm start`: build the web app if needed, then run the server in THIS process (one process
// serves the API, the photos and the web app).
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './build-web.mjs';

buildWebIfStale();
register();
await import('../apps/server/src/server.ts');
