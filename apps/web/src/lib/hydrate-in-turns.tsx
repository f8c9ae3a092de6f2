// Hydration in turns (docs/decisions/035). Hydrating a server-rendered page was one task: on a
// business page, 450 ms at Lighthouse's 4x slowdown, all of it blocking input. Now the parts of a
// page (cards, the top bar, the filter bar, the business's header) take turns. In the first pass
// each part (HydrateLater) suspends, and Preact keeps its server-rendered element as it is; then
// the parts hydrate in page order, TURN_MS' worth per task, with the browser free to handle input
// between tasks. Any input (a pointer, a key, a focus, a click) hydrates every part still waiting
// at once, before the event reaches it, so a click on a part always finds it live.
//
// Only a page hydrated from the server's HTML takes turns (main.tsx). A page rendered in the browser
// renders its cards at once, as before: HydrateLater suspends only during that first pass.
import { Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';

/**
 * How long a task keeps hydrating before it lets the browser in. Short, so that on a phone, four or
 * more times slower, a task stays under the 50 ms that make it a long task.
 */
export const TURN_MS = 8;

/** The events that hydrate every waiting part at once, seen before anything on the page sees them. */
const INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

let firstPass = false;
/** The parts suspended in the first pass, in page order: each one's release. */
const waiting: Array<() => void> = [];
/** Called when a released part has hydrated (its layout effects run). */
let onHydrated: (() => void) | null = null;

function takeTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
  });
}

function Hydrated() {
  useLayoutEffect(() => {
    onHydrated?.();
  }, []);
  return null;
}

function WaitForTurn({ children }: { children: ReactNode }) {
  // A thrown promise suspends the part: while hydrating, Preact keeps its server-rendered element
  // and hydrates it when the promise resolves (so the child must render exactly one element).
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol: a promise.
  if (firstPass) throw takeTurn();
  return (
    <>
      {children}
      <Hydrated />
    </>
  );
}

/**
 * Its child (one element: a card, the top bar) hydrates after the page's first pass, in its turn.
 * Outside that pass it renders its child at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}

/** `Component` as a part (it must render exactly one element): it hydrates in its turn. */
export function hydratesLater<P extends object>(Component: ComponentType<P>) {
  return function Later(props: P) {
    return (
      <HydrateLater>
        <Component {...props} />
      </HydrateLater>
    );
  };
}

/** A new task soon: a message, which a background tab does not hold back as it does timers. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** How many parts wait for their turn (tests). */
export function waitingParts(): number {
  return waiting.length;
}

/**
 * Runs `hydrate` (the page's first pass, synchronous) with the parts suspended, then hydrates them
 * in page order, in tasks of about TURN_MS each. Resolves once every part is live. `yieldTask`
 * waits for a new task (tests pass their own).
 */
export async function hydrateInTurns(
  hydrate: () => void,
  yieldTask: () => Promise<void> = nextTask,
): Promise<void> {
  firstPass = true;
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
  const releaseAll = () => {
    for (const release of waiting.splice(0)) release();
  };
  for (const type of INPUT_EVENTS) document.addEventListener(type, releaseAll, true);
  try {
    while (waiting.length > 0) {
      await yieldTask();
      const start = performance.now();
      for (let release = waiting.shift(); release; release = waiting.shift()) {
        const hydrated = new Promise<void>((resolve) => {
          onHydrated = resolve;
        });
        release();
        // It hydrates in the microtasks that follow; a part that does not (it left the page
        // meanwhile) holds the rest back no longer than this task.
        await Promise.race([hydrated, yieldTask()]);
        if (performance.now() - start >= TURN_MS) break;
      }
    }
  } finally {
    onHydrated = null;
    for (const type of INPUT_EVENTS) document.removeEventListener(type, releaseAll, true);
  }
}
