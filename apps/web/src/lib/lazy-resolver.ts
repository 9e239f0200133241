import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts the download now (the form's first focus), so the first check does not wait. */
  preload: () => void;
};

/**
 * A form's resolver whose schema, and zod with it, downloads the first time the form checks
 * a value (or on `preload`), not with the page: zod is ~38 kB gzip that a phone on slow data
 * would otherwise fetch and run before the page can be used. The rules are the
 * shared schema's all the same, loaded from a module of its own.
 */
export function lazyResolver<Input extends FieldValues, Output>(load: () => Promise<Resolver<Input, unknown, Output>>): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const loaded = () => {
    loading ??= load();
    // A failed download (the connection dropped) is tried again at the next check.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await loaded())(values, context, options);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
