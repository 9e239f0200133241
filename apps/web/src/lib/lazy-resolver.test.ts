import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false };
const accepting: Resolver<Values, unknown, Values> = (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the real resolver once, at preload or the first check, and answers with it', async () => {
    const load = vi.fn(async () => accepting);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    expect(await resolver({ name: 'Amina' }, undefined, options)).toEqual({ values: { name: 'Amina' }, errors: {} });
    await resolver({ name: 'Baraka' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again at the next check after it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(accepting);
    const resolver = lazyResolver<Values, Values>(load);
    await expect(resolver({ name: 'Amina' }, undefined, options)).rejects.toThrow('Failed to fetch');
    expect(await resolver({ name: 'Amina' }, undefined, options)).toEqual({ values: { name: 'Amina' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
