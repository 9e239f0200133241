import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * Ids for elements that name each other (a label's `for`, `aria-labelledby`, `aria-describedby`),
 * the same on the server and in the browser's takeover of its HTML, and never two alike on a page.
 *
 * Not React's `useId`: Preact counts its ids from the nearest Suspense boundary it can walk up
 * to, and a part that suspended after the takeover (components/hydrate-later.tsx) counted afresh,
 * so a label named another element (docs/decisions/0057-code-after-the-content.md). Here each
 * part counts in a scope of its own, made outside the part's Suspense boundary and prefixed by
 * the part's name: a part keeps its count when it suspends and draws again, and two parts cannot
 * meet. Inside one part the browser counts in the order the server did, as it takes the part
 * over in one go in the same tree order.
 */
class Ids {
  private count = 0;
  constructor(private readonly prefix: string) {}

  /** The next id. Counting during render is what keeps both sides alike: they render in one order. */
  next(): string {
    return `${this.prefix}${this.count++}`;
  }

  /** The prefix of a scope named `name` inside this one. */
  inner(name: string): Ids {
    return new Ids(`${this.prefix}${name}-`);
  }
}

const IdScopeContext = createContext<Ids | undefined>(undefined);

/** Outside any scope (a component drawn on its own, in a test): ids unique in this page's life. */
const unscoped = new Ids('id-');

/** A new scope for what it wraps, named `name` within the scope around it (unique there). */
export function IdScope({ name, children }: { name: string; children: ReactNode }) {
  const around = useContext(IdScopeContext);
  const [scope] = useState(() => (around ?? new Ids('')).inner(name));
  return <IdScopeContext.Provider value={scope}>{children}</IdScopeContext.Provider>;
}

/** An id for one of this component's elements, kept for the component's life. */
export function useElementId(): string {
  const scope = useContext(IdScopeContext) ?? unscoped;
  const [id] = useState(() => scope.next());
  return id;
}
