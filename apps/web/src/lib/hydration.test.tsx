// Hydration waits for the browser's next painted frame: after a frame callback and the task that
// follows it, never before; a hidden tab (no frames) does not wait for one. A value that depends on
// the browser switches when the page goes live, re-rendering only the components it changes.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, setLive, useLive, useOnceLive } from './hydration.ts';

afterEach(() => {
  setLive(true);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterNextPaint', () => {
  it('resolves in the task after the next frame callback, not before', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    let painted = false;
    void afterNextPaint().then(() => {
      painted = true;
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(painted).toBe(false);
    expect(frames).toHaveLength(1);

    frames[0]?.(performance.now());
    await Promise.resolve();
    expect(painted).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toBe(true);
  });

  it('does not wait for a frame in a hidden tab', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frame);
    await afterNextPaint();
    expect(frame).not.toHaveBeenCalled();
  });
});

describe('useOnceLive', () => {
  function Probe({
    value,
    before,
    renders,
  }: {
    value: string | null;
    before: string | null;
    renders: string[];
  }) {
    const shown = useOnceLive(value, before);
    renders.push(String(shown));
    return <p data-testid="shown">{String(shown)}</p>;
  }

  it('shows the value from before until the page is live, then the value, rendering again once', () => {
    setLive(false);
    const renders: string[] = [];
    render(<Probe value="item-1" before={null} renders={renders} />);
    expect(screen.getByTestId('shown').textContent).toBe('null');
    act(() => setLive(true));
    expect(screen.getByTestId('shown').textContent).toBe('item-1');
    expect(renders).toEqual(['null', 'item-1']);
  });

  it('does not render again when the page goes live if the value is the same as before', () => {
    setLive(false);
    const renders: string[] = [];
    const alsoLive: boolean[] = [];
    function Live() {
      alsoLive.push(useLive());
      return null;
    }
    render(
      <>
        <Probe value={null} before={null} renders={renders} />
        <Live />
      </>,
    );
    act(() => setLive(true));
    // useLive's component did render again (the switch happened); this one did not.
    expect(alsoLive).toEqual([false, true]);
    expect(renders).toEqual(['null']);
  });
});
