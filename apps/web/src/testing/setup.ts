// Test setup for web components: DOM matchers, the static stylesheet the page links, and a clean DOM
// after each test.
import fs from 'node:fs';
import path from 'node:path';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { AREAS } from '@menudex/contract/i18n/areas';
import { LOCALES } from '@menudex/contract/i18n/locales';
import { loadArea, loadLocale } from '../lib/i18n.tsx';

// The cards' static stylesheet (docs/decisions/027), which the built page links from index.html:
// vitest hands CSS imports over empty, so it is added as the page has it, and styles and media
// rules read in tests are the page's.
const style = document.createElement('style');
style.textContent = fs.readFileSync(path.join(__dirname, '../components/cards.css'), 'utf8');
document.head.append(style);

// Every language and area loaded ahead, so a component renders its texts on its first render (the
// app loads an area when a component first asks for it: lib/i18n.test.tsx covers that).
await Promise.all(
  LOCALES.flatMap((locale) => [loadLocale(locale), ...AREAS.map((area) => loadArea(locale, area))]),
);

afterEach(() => cleanup());
