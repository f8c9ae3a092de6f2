// Starts one Menudex server (embedded database, demo city) for all journeys, and stops it after.
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium.ts';
import { startServer, type RunningServer } from './server.ts';

let server: RunningServer | null = null;

export default async function setup(project: TestProject) {
  const chromium = findChromium();
  if (!chromium) {
    const reason = "No Chromium found (install Debian's chromium, or set CHROMIUM_PATH)";
    if (process.env.E2E === 'required') throw new Error(`E2E=required but: ${reason}`);
    console.warn(`Skipping browser journeys: ${reason}`);
    project.provide('baseUrl', '');
    project.provide('dataDir', '');
    return;
  }
  // Every journey signs in from 127.0.0.1: the per-address sign-in limit (10 a minute) would trip
  // across files, so it is raised here; the API tests check the limit itself.
  server = await startServer({ AUTH_RATE_LIMIT: '1000' });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's data folder (its demo JWT secret is in jwt-secret); '' when journeys are skipped. */
    dataDir: string;
  }
}
