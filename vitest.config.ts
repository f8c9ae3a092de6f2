// One vitest run for every layer but the browser journeys: contract, server (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set) and the web components.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactAliases } from './apps/web/vite.config.ts';

const serverProject = (driver: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${driver}`,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'demo-art',
          root: './packages/demo-art',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'bench',
          root: './bench',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.preact.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          // Typing into MUI fields under jsdom takes seconds when the machine is busy (CI runs the
          // server projects alongside): a slow run is not a failure of behaviour.
          testTimeout: 20_000,
        },
      },
      {
        // The web app's build steps (build/), which run Vite itself: in Node, without a DOM.
        test: {
          name: 'web-build',
          root: './apps/web',
          include: ['build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        // What only the production runtime does (Preact, docs/decisions/007), such as hydrating a
        // server-rendered page in turns: tested on Preact itself, with the build's aliases.
        plugins: [react()],
        resolve: { alias: preactAliases },
        test: {
          name: 'web-preact',
          root: './apps/web',
          include: ['src/**/*.preact.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
