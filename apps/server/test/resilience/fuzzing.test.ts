import { describe, it } from 'vitest';
import { pngImage } from '../forms';
import { createTestContext } from '../helpers';
import { createFuzzer } from '../security/fuzz-route';
import { webDistDir } from '../security/route-paths';
import { seedWorld } from '../security/world';

// The long run of test/security/fuzzing.test.ts. FUZZ_RUNS raises it further when hunting.
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 80);

const { app, db } = await createTestContext({ webDistDir });
const fuzzRoute = await createFuzzer({ app, db, world: await seedWorld(app, db), validPhoto: await pngImage({ width: 40, height: 30 }) }, { runsPerRoute });

describe('hostile requests get a 4xx, never a 5xx or a hang, and a refused one changes nothing', () => {
  it.each(app.routeTable.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', async (_name, route) => {
    await fuzzRoute(route);
  });
});
