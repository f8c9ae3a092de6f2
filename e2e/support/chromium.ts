// Finds Debian's Chromium (or CHROMIUM_PATH) and launches it with the flags this machine needs.
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => Boolean(p && fs.existsSync(p))) ?? null;
}

/** `extraArgs` add Chromium flags (e.g. a device scale factor no viewport emulation gives). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found');
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** Lighthouse's emulated phone (its mobile settings): how bench/web's tools open a page. */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;
