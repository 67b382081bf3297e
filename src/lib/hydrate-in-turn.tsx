import { Suspense, useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Over a server's first view, React takes over the page in one render and one commit: on a page of twelve result
 * cards that commit alone was a 50-70 ms task here (over 200 ms on a mid-range phone), during which a tap waits.
 * Content wrapped in <HydrateInTurn> is taken over after the page, one wrapper at a time in the order they were
 * drawn, each in a task of its own: the page's commit is smaller and each wrapper's is short. Until its turn the
 * server's markup stays on screen as it is. The first tap, key or focus anywhere ends the waiting: every waiting
 * part is taken over at once, the touched one before React handles the event, so no input is lost.
 *
 * Wrap as well a control that sets state as it mounts (MUI's Select keeps its display node, ToggleButtonGroup and
 * Tabs register their items for arrow keys): a state update inside the page's take-over is synchronous, and React
 * then runs the page's effects and renders again in the take-over's own task.
 *
 * Only the take-over waits: every later render (a new search, a visit within the app) draws the content at once,
 * and a waiting part that React must redraw early (its props changed) is drawn anew then and there.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  // after the page's own commit: the first waiting wrapper's turn
  useEffect(beginTurns, []);
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}

interface Turn {
  id: string;
  promise: Promise<void>;
  resolve: () => void;
  /** its turn came (or input ended the waiting): the part renders */
  settled: boolean;
}

/** Waiting wrappers in the order React met them (their ids are the same on the server and in the take-over). */
const waiting: Turn[] = [];
const turns = new Map<string, Turn>();
let current: string | null = null;
/** the page around the wrappers is taken over: turns may begin */
let begun = false;
/** set by the app's start over a server's first view (main.tsx); never on a server, in a test or a story */
let takeOver = false;
let stalled: ReturnType<typeof setTimeout> | undefined;
/** A turn whose wrapper is gone (removed before it was taken over) does not hold the others back longer. */
const TURN_LIMIT_MS = 250;
/** Input that ends the waiting (captured on the document, so before React's own listeners on the root). */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

/** Marked at once, not a tick later: a part touched by input is taken over within the event, before React hands it the event. */
function settle(turn: Turn): void {
  turn.settled = true;
  turn.resolve();
}

function turnOf(id: string): Turn {
  let turn = turns.get(id);
  if (!turn) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    turn = { id, promise, resolve, settled: false };
    turns.set(id, turn);
    waiting.push(turn);
    if (begun && current === null) releaseNext();
  }
  return turn;
}

function releaseNext(): void {
  clearTimeout(stalled);
  const next = waiting.shift();
  current = next?.id ?? null;
  if (!next) return;
  // a task of its own, after whatever the browser has to do (input first)
  setTimeout(() => settle(next), 0);
  stalled = setTimeout(releaseNext, TURN_LIMIT_MS);
}

function beginTurns(): void {
  begun = true;
  if (current === null) releaseNext();
}

/** Input arrived: everything still waiting is taken over now, and nothing waits any more. */
function releaseAll(): void {
  takeOver = false;
  for (const type of INPUT_EVENTS) document.removeEventListener(type, releaseAll, true);
  clearTimeout(stalled);
  for (const turn of turns.values()) settle(turn);
  waiting.length = 0;
  current = null;
}

/** The wrapper with this id is on screen, taken over or drawn anew: the next one may go. */
function turnTaken(id: string): void {
  turns.delete(id);
  if (id === current) releaseNext();
  else {
    const at = waiting.findIndex((turn) => turn.id === id);
    if (at !== -1) waiting.splice(at, 1);
  }
}

/** The app is about to take over a server's first view: wrapped parts wait for their turn (or for input). */
export function takeOverInTurns(): void {
  takeOver = true;
  for (const type of INPUT_EVENTS)
    document.addEventListener(type, releaseAll, { capture: true, passive: true });
}

const noSubscription = () => () => {};

function WaitForTurn({ children }: { children: ReactNode }) {
  const id = useId();
  // true on the server and while React takes over the server's markup, false in every other render
  const takingOver = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  useEffect(() => turnTaken(id), [id]);
  if (takingOver && takeOver) {
    const turn = turnOf(id);
    // Suspense's promise contract rather than use() (as CatalogSectionProvider): React renders this again once the
    // promise settles; use() would be called in some attempts at this render and not in others
    if (!turn.settled) throw turn.promise;
  }
  return children;
}
