// The AI helper hooks: what they send, what they answer, the server's failure message, and whether
// the helpers are on according to /api/config.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AI_TEXTS } from '@menudex/contract/ai';
import { aRuntimeConfig } from '../components/testing/fixtures.ts';
import { fakeApi, testQueryClient } from '../components/testing/render.tsx';
import {
  useAiEnabled,
  useDraftTranslation,
  useGenerateDescription,
  useGenerateImage,
} from './ai.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>;
}

const config = (enabled: boolean) => ({ body: aRuntimeConfig({ ai: { enabled } }) });

describe('useGenerateImage', () => {
  it('posts the name and answers the photo with a data URL for the preview and the form', async () => {
    const calls = fakeApi(({ path }) =>
      path === '/openai/image' ? { body: { photo: 'AAAA' } } : undefined,
    );
    const { result } = renderHook(() => useGenerateImage(), { wrapper });
    await expect(result.current.mutateAsync('Bún Bò Huế')).resolves.toEqual({
      photo: 'AAAA',
      dataUrl: 'data:image/jpeg;base64,AAAA',
    });
    expect(calls).toEqual([
      { method: 'POST', path: '/openai/image', body: { prompt: 'Bún Bò Huế' }, form: null },
    ]);
  });

  it("fails with the server's message, so the form can show it", async () => {
    fakeApi(() => ({ status: 504, body: { message: AI_TEXTS.timeout } }));
    const { result } = renderHook(() => useGenerateImage(), { wrapper });
    result.current.mutate('Phở');
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(AI_TEXTS.timeout);
  });
});

describe('useDraftTranslation', () => {
  it('posts the texts to translate and answers the drafts, for the form to offer', async () => {
    const calls = fakeApi(({ path }) =>
      path === '/openai/translation'
        ? { body: { name: 'Phở bò', description: 'Nước dùng bò' } }
        : undefined,
    );
    const { result } = renderHook(() => useDraftTranslation(), { wrapper });
    await expect(
      result.current.mutateAsync({ to: 'vi', name: ' Beef pho ', description: 'Beef broth.' }),
    ).resolves.toEqual({ name: 'Phở bò', description: 'Nước dùng bò' });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/openai/translation',
        body: { to: 'vi', name: 'Beef pho', description: 'Beef broth.' },
        form: null,
      },
    ]);
  });

  it('leaves blank texts out, and asks nothing when all are blank', async () => {
    const calls = fakeApi(() => ({ body: { name: 'Gỏi cuốn' } }));
    const { result } = renderHook(() => useDraftTranslation(), { wrapper });
    await result.current.mutateAsync({ to: 'vi', name: 'Spring rolls', description: '  ' });
    expect(calls[0]?.body).toEqual({ to: 'vi', name: 'Spring rolls' });
    await expect(result.current.mutateAsync({ to: 'vi', name: ' ' })).resolves.toEqual({});
    expect(calls).toHaveLength(1);
  });

  it("fails with the server's message, so the form can show it", async () => {
    fakeApi(() => ({ status: 503, body: { message: AI_TEXTS.notConfigured } }));
    const { result } = renderHook(() => useDraftTranslation(), { wrapper });
    result.current.mutate({ to: 'vi', name: 'Phở' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(AI_TEXTS.notConfigured);
  });
});

describe('useGenerateDescription', () => {
  it('posts the name and answers the description text', async () => {
    const calls = fakeApi(({ path }) =>
      path === '/openai/description' ? { body: { description: 'Rich beef broth.' } } : undefined,
    );
    const { result } = renderHook(() => useGenerateDescription(), { wrapper });
    await expect(result.current.mutateAsync('Phở')).resolves.toBe('Rich beef broth.');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/openai/description',
      body: { prompt: 'Phở' },
      form: null,
    });
  });
});

describe('useAiEnabled', () => {
  it('is on when /api/config says so', async () => {
    fakeApi(({ path }) => (path === '/config' ? config(true) : undefined));
    const { result } = renderHook(() => useAiEnabled(), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ enabled: true, disabledReason: null }));
  });

  it('is off with the reason for the tooltip when no provider is configured', async () => {
    fakeApi(({ path }) => (path === '/config' ? config(false) : undefined));
    const { result } = renderHook(() => useAiEnabled(), { wrapper });
    expect(result.current).toEqual({ enabled: false, disabledReason: null });
    await waitFor(() =>
      expect(result.current).toEqual({ enabled: false, disabledReason: AI_TEXTS.notConfigured }),
    );
  });
});
