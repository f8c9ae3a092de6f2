import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@menudex/contract/constants';
import { EN_MESSAGES, type MessageKey } from '@menudex/contract/i18n/messages-en';
import { loadLocale, LocaleProvider, translator, useT } from './i18n.tsx';
import { formatCount } from './locale-format.ts';

describe('the texts of a page', () => {
  it("are the specification's English texts, verbatim, in English", () => {
    const t = translator('en');
    expect(t('paging.noItemFound')).toBe(TEXTS.noItemFound);
    expect(t('paging.loading')).toBe(TEXTS.loading);
    expect(t('search.empty')).toBe(TEXTS.emptySearch);
    // Every English message without arguments reads exactly as written in the catalogue.
    for (const [key, message] of Object.entries(EN_MESSAGES)) {
      if (!message.includes('{')) expect(t(key as MessageKey)).toBe(message);
    }
  });

  it('say "1 person" and "2 people liked this item", and the Vietnamese without a plural', async () => {
    const likes = (locale: 'en' | 'vi', count: number) =>
      translator(locale)('item.likes', { count, n: formatCount(count, locale) });
    expect(likes('en', 0)).toBe('0 people liked this item');
    expect(likes('en', 1)).toBe('1 person liked this item');
    expect(likes('en', 2)).toBe('2 people liked this item');
    expect(likes('en', 1200)).toBe('1,200 people liked this item');
    await loadLocale('vi');
    const vi = translator('vi');
    expect(likes('vi', 1)).toBe('1 người thích món này');
    expect(likes('vi', 2)).toBe('2 người thích món này');
    // Numbers are written the language's way.
    expect(likes('vi', 1200)).toBe('1.200 người thích món này');
    expect(vi('search.titleFor', { input: 'phở' })).toBe('Kết quả tìm kiếm cho phở');
  });

  it("follow the provider's language in components", async () => {
    await loadLocale('vi');
    function Heading() {
      const t = useT();
      return <h1>{t('list.title')}</h1>;
    }
    render(
      <LocaleProvider locale="vi">
        <Heading />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Danh sách');
  });
});

describe("an area's texts", () => {
  it('are downloaded when a component first asks for them, behind its Suspense boundary', async () => {
    // A fresh copy of the module: the test setup has loaded every area into the shared one.
    vi.resetModules();
    const fresh = await import('./i18n.tsx');
    function Save() {
      const t = fresh.useT('owner');
      return <button type="button">{t('owner.save')}</button>;
    }
    render(
      <fresh.LocaleProvider locale="vi">
        <Suspense fallback={<p>waiting</p>}>
          <Save />
        </Suspense>
      </fresh.LocaleProvider>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByRole('button')).toHaveTextContent('Lưu');
    // Once loaded, the area renders at once.
    render(
      <fresh.LocaleProvider locale="vi">
        <Save />
      </fresh.LocaleProvider>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
