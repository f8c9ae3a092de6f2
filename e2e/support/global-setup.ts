// Starts one Menudex server (embedded database, demo city) for all journeys, and stops it after.
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium.ts';
import { startServer, type RunningServer } from './server.ts';
import { startTileServer, type TileServer } from './tile-server.ts';

let server: RunningServer | null = null;
let tiles: TileServer | null = null;

export default async function setup(project: TestProject) {
  const chromium = findChromium();
  if (!chromium) {
    const reason = "No Chromium found (install Debian's chromium, or set CHROMIUM_PATH)";
    if (process.env.E2E === 'required') throw new Error(`E2E=required but: ${reason}`);
    console.warn(`Skipping browser journeys: ${reason}`);
    project.provide('baseUrl', '');
    project.provide('dataDir', '');
    project.provide('tileOrigin', '');
    return;
  }
  // Every journey signs in from 127.0.0.1: the per-address sign-in limit (10 a minute) would trip
  // across files, so it is raised here; the API tests check the limit itself.
  // Maps draw their tiles from a local tile server: no journey sends a request off the machine.
  tiles = await startTileServer();
  server = await startServer({ AUTH_RATE_LIMIT: '1000', MAP_TILE_URL: tiles.template });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('tileOrigin', tiles.origin);
  return async () => {
    await server?.stop();
    await tiles?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's data folder (its demo JWT secret is in jwt-secret); '' when journeys are skipped. */
    dataDir: string;
    /** The local map tile server's origin; '' when journeys are skipped. */
    tileOrigin: string;
  }
}
