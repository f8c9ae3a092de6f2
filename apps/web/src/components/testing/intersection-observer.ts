// A stand-in for IntersectionObserver (jsdom has none) that behaves as a browser does where it
// matters for infinite scroll: a target already in view is reported as soon as it is observed.
import { vi } from 'vitest';

type Options = {
  /** Whether observed targets are in view; a browser reports such a target to every new observer. */
  visible?: boolean;
};

export function stubIntersectionObserver({ visible = false }: Options = {}) {
  const state = { visible };
  const connected = new Set<FakeObserver>();

  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      connected.add(this);
      // Browsers deliver the first report after the current task.
      if (state.visible) setTimeout(() => this.report(), 0);
    }
    unobserve() {}
    disconnect() {
      connected.delete(this);
    }
    takeRecords() {
      return [];
    }
    report() {
      if (!connected.has(this)) return;
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    /** Scrolls the observed (last) card into view. */
    reveal: () => {
      state.visible = true;
      for (const observer of [...connected]) observer.report();
    },
  };
}
