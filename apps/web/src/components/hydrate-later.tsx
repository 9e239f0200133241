import { Suspense, type ReactNode } from 'react';
import { IdScope } from '../lib/element-id';
import { isTakingOverServerPage, nextTask, resumeTakeover } from '../lib/hydration';

/**
 * A part of the page that the browser takes over (docs/decisions/0056-pages-sent-as-html.md) in a
 * task of its own, after the parts before it (docs/decisions/0057-code-after-the-content.md).
 * Taken over in one go, a page held a slow phone's main thread for a quarter of a second, during
 * which a tap waits; in parts, a tap between two of them is answered. Until its turn the
 * server's HTML stays on screen as it is (Preact keeps a suspended part's elements while
 * hydrating), so nothing moves or flashes. On the server, and on a page the browser draws
 * itself, the part renders at once.
 *
 * `name` is the part's, unique on the page: turns are kept by name (below). It also names the
 * part's ids (lib/element-id.tsx), so a part that suspends and draws again never repeats another's.
 * `fallback` is what shows while something inside suspends once the part is in (the next page's
 * code, say); never during the takeover, where Preact keeps the server's elements instead. The
 * part is a `display: contents` box: no box of its own.
 */
export function HydrateLater({ name, fallback = null, children }: { name: string; fallback?: ReactNode; children: ReactNode }) {
  return (
    <IdScope name={name}>
      <Suspense fallback={fallback}>
        <InItsTurn name={name}>{children}</InItsTurn>
      </Suspense>
    </IdScope>
  );
}

type Turn = { promise: Promise<void>; hasCome: boolean };

/**
 * Each waiting part's turn, by name. Parts of the page render again during the takeover (the
 * page's reads asked again, a store read as the server drew it), and Preact makes a suspended
 * part's component anew then, so the part itself cannot remember that its turn has not come;
 * that render must not take over every waiting part at once.
 */
const turns = new Map<string, Turn>();

function InItsTurn({ name, children }: { name: string; children: ReactNode }) {
  if (isTakingOverServerPage() && !turns.has(name)) turns.set(name, nextTurn());
  const turn = turns.get(name);
  // A thrown promise suspends the part; once it resolves, the part renders (and hydrates).
  if (turn && !turn.hasCome) throw turn.promise;
  if (turns.delete(name)) reportWhenNoneWaits();
  return <div className="contents">{children}</div>;
}

const whenAllTakenOver: Array<() => void> = [];

/** Calls `callback` once no part of the page is waiting for its turn (main.tsx marks the page then). */
export function afterEveryPart(callback: () => void): void {
  whenAllTakenOver.push(callback);
  reportWhenNoneWaits();
}

// In a later task: the parts inside a part that has just taken its turn are yet to render and wait.
function reportWhenNoneWaits(): void {
  setTimeout(() => {
    if (turns.size === 0) for (const callback of whenAllTakenOver.splice(0)) callback();
  }, 0);
}

/** After the tasks already waiting: each part's turn is a task of its own. */
function nextTurn(): Turn {
  const turn: Turn = { hasCome: false, promise: nextTask() };
  void turn.promise.then(() => {
    turn.hasCome = true;
    resumeTakeover();
  });
  return turn;
}
