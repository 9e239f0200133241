import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

/** A load that resolves only when the test says so, reporting which read it was. */
function controlledLoad() {
  const pending: Array<() => void> = [];
  let reads = 0;
  const load = (key: string) =>
    new Promise<string>((resolve) => {
      reads += 1;
      const read = reads;
      pending.push(() => resolve(`${key} read ${read}`));
    });
  const finishNext = async () => {
    pending.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { load, finishNext, reads: () => reads };
}

describe('singleFlight', () => {
  it('runs a lone caller’s own load, so what changed before it asked is always seen', async () => {
    const { load, finishNext, reads } = controlledLoad();
    const get = singleFlight(load);
    const first = get('all');
    await finishNext();
    expect(await first).toBe('all read 1');
    const second = get('all');
    await finishNext();
    expect(await second).toBe('all read 2');
    expect(reads()).toBe(2);
  });

  it('answers callers who arrive during a load with one shared load started after they asked', async () => {
    const { load, finishNext, reads } = controlledLoad();
    const get = singleFlight(load);
    const early = get('all');
    const late = [get('all'), get('all'), get('all')];
    expect(reads()).toBe(1);
    await finishNext();
    expect(await early).toBe('all read 1');
    expect(reads()).toBe(2);
    await finishNext();
    expect(await Promise.all(late)).toEqual(['all read 2', 'all read 2', 'all read 2']);
  });

  it('keeps keys apart', async () => {
    const { load, finishNext } = controlledLoad();
    const get = singleFlight(load);
    const all = get('all');
    const plumbing = get('plumbing');
    await finishNext();
    await finishNext();
    expect([await all, await plumbing]).toEqual(['all read 1', 'plumbing read 2']);
  });

  it('lets a failed load fail only its own callers', async () => {
    let calls = 0;
    const get = singleFlight(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database unavailable');
      return 'fine';
    });
    await expect(get('all')).rejects.toThrow('database unavailable');
    expect(await get('all')).toBe('fine');
  });
});
