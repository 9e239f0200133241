import { lazy, type ComponentType } from 'react';

/** A page whose code is its own chunk, which can also be loaded ahead of its first render. */
export type LazyPage<Props extends object> = ComponentType<Props> & {
  /** Downloads the page's code; once it has arrived the page renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * Each page is its own chunk, downloaded the first time its route is visited. A page the server
 * sent as HTML is preloaded before the app hydrates it (main.tsx): a page that suspended then
 * would put a skeleton where the server's content already is.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPage<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      Loaded = module[name];
    });
    // A failed download (the connection dropped) is tried again at the next visit.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const Suspending = lazy(() => preload().then(() => ({ default: Loaded! })));
  const Page = (props: Props) => (Loaded ? <Loaded {...props} /> : <Suspending {...props} />);
  return Object.assign(Page, { preload });
}
