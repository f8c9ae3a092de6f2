// Hydration in turns, on Preact (the runtime the browser hydrates with): the first pass keeps every
// part's server-rendered element as it is; the parts then hydrate in page order, as many per task as
// fit in TURN_MS; any input hydrates all that wait before it reaches the page; and the elements
// are the server's own throughout, none made again.
import { useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydrateInTurns, TURN_MS, waitingParts } from './hydrate-in-turns.tsx';

let clock = 0;
/** Rendering a part takes this long by the page's clock. */
function spend(ms: number): void {
  clock += ms;
}
/** The parts that have hydrated, in order. */
let log: string[] = [];

/** A part as a card is: one element, a button that counts its clicks, `cost` ms to render. */
function Part({ name, cost }: { name: string; cost: number }) {
  const [clicks, setClicks] = useState(0);
  spend(cost);
  useLayoutEffect(() => {
    log.push(name);
  }, [name]);
  return (
    <div data-part={name}>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        {`${name}: ${clicks}`}
      </button>
    </div>
  );
}

function Page({ costs }: { costs: number[] }) {
  return (
    <main>
      <h1>Page</h1>
      {costs.map((cost, index) => (
        <HydrateLater key={index}>
          <Part name={`part ${index + 1}`} cost={cost} />
        </HydrateLater>
      ))}
      <footer>End</footer>
    </main>
  );
}

/** The browser's tasks, run by hand: every wait for a new task ends when the test says so. */
let pending: Array<() => void> = [];
const yieldTask = () =>
  new Promise<void>((resolve) => {
    pending.push(resolve);
  });
async function nextTask(): Promise<void> {
  const now = pending;
  pending = [];
  for (const resolve of now) resolve();
  // What those tasks start runs in microtasks, all of them before a timer.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function serverPage(costs: number[]): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Page costs={costs} />);
  document.body.append(root);
  return root;
}

function start(root: HTMLElement, costs: number[]): Promise<void> {
  return hydrateInTurns(() => hydrateRoot(root, <Page costs={costs} />), yieldTask);
}

beforeEach(() => {
  clock = 0;
  log = [];
  pending = [];
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});

afterEach(async () => {
  // Whatever a test left waiting hydrates, so the next one starts with none.
  document.dispatchEvent(new Event('pointerdown'));
  await nextTask();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('hydrateInTurns', () => {
  it('keeps the server-rendered elements in the first pass, none of the parts hydrated yet', async () => {
    const costs = [1, 1, 1];
    const root = serverPage(costs);
    const html = root.innerHTML;
    const elements = [...root.querySelectorAll('[data-part]')];

    void start(root, costs);
    await Promise.resolve();

    expect(log).toEqual([]);
    expect(waitingParts()).toBe(3);
    expect(root.innerHTML).toBe(html);
    expect([...root.querySelectorAll('[data-part]')]).toEqual(elements);
  });

  it('hydrates the parts in page order, as many per task as fit in a turn', async () => {
    // Each part takes more than half a turn: two fit in a task, the third starts the next.
    const cost = TURN_MS / 2 + 1;
    const costs = [cost, cost, cost, cost, cost];
    const root = serverPage(costs);
    const html = root.innerHTML;
    const elements = [...root.querySelectorAll('[data-part]')];
    let done = false;
    void start(root, costs).then(() => {
      done = true;
    });

    await nextTask();
    expect(log).toEqual(['part 1', 'part 2']);
    await nextTask();
    expect(log).toEqual(['part 1', 'part 2', 'part 3', 'part 4']);
    expect(done).toBe(false);
    await nextTask();
    expect(log).toEqual(['part 1', 'part 2', 'part 3', 'part 4', 'part 5']);
    expect(done).toBe(true);

    // The server's elements, hydrated: none made again, nothing added or lost.
    expect([...root.querySelectorAll('[data-part]')]).toEqual(elements);
    expect(root.innerHTML).toBe(html);
  });

  it('gives a part that takes longer than a turn a task of its own', async () => {
    const costs = [TURN_MS * 3, 1, 1];
    const root = serverPage(costs);
    void start(root, costs);

    await nextTask();
    expect(log).toEqual(['part 1']);
    await nextTask();
    expect(log).toEqual(['part 1', 'part 2', 'part 3']);
  });

  it('makes every waiting part live as soon as input comes, before the input reaches it', async () => {
    const costs = [TURN_MS, TURN_MS, TURN_MS];
    const root = serverPage(costs);
    let done = false;
    void start(root, costs).then(() => {
      done = true;
    });
    await nextTask();
    expect(log).toEqual(['part 1']);

    const last = root.querySelector<HTMLButtonElement>('[data-part="part 3"] button');
    // A pointer goes down before a click: the parts hydrate in the microtasks that follow it.
    last?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['part 1', 'part 2', 'part 3']);
    last?.click();
    await nextTask();
    expect(last?.textContent).toBe('part 3: 1');
    expect(done).toBe(true);
  });

  it('renders the parts at once outside a first pass (a page rendered in the browser)', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    hydrateRoot(root, <Page costs={[1, 1]} />);
    await nextTask();
    expect(log).toEqual(['part 1', 'part 2']);
    expect(waitingParts()).toBe(0);
  });
});
