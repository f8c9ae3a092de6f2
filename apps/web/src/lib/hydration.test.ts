// Hydration waits for the browser's next painted frame: after a frame callback and the task that
// follows it, never before; a hidden tab (no frames) does not wait for one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './hydration.ts';

afterEach(() => {
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
