import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig, resolveDataDir } from './config.ts';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('configuration', () => {
  it('runs in demo mode on the embedded database by default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.demo).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('ends an AI call after 45 s by default, before the browser gives up at 50 s', () => {
    expect(loadConfig({}).ai.timeoutMs).toBe(45_000);
    expect(loadConfig({ AI_TIMEOUT_MS: '5000' }).ai.timeoutMs).toBe(5000);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '0' })).toThrow(/AI_TIMEOUT_MS/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
  });

  it('reads the default time zone and the map tiles, refusing an unknown zone or a URL without {z}/{x}/{y}', () => {
    const defaults = loadConfig({});
    expect(defaults.defaultTimeZone).toBe('America/Los_Angeles');
    expect(defaults.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      tileSource: 'https://tile.openstreetmap.org',
    });
    const custom = loadConfig({
      DEFAULT_TIME_ZONE: 'Asia/Ho_Chi_Minh',
      MAP_TILE_URL: 'http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: 'Local tiles',
    });
    expect(custom.defaultTimeZone).toBe('Asia/Ho_Chi_Minh');
    expect(custom.map.tileSource).toBe('http://127.0.0.1:8080');
    expect(() => loadConfig({ DEFAULT_TIME_ZONE: 'Mars/Base' })).toThrow(/DEFAULT_TIME_ZONE/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });

  it('treats an empty or blank value as unset, for every variable', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
    expect(loadConfig({ PORT: '  ' }).port).toBe(3000);
    const defaults = loadConfig({});
    for (const name of CONFIG_VARIABLES) {
      expect(loadConfig({ [name]: '' }), name).toEqual(defaults);
      expect(loadConfig({ [name]: ' ' }), name).toEqual(defaults);
    }
    // Outside demo mode too: an empty JWT_SECRET is a missing one.
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x', JWT_SECRET: '' })).toThrow(
      /JWT_SECRET is required/,
    );
  });

  it('still takes PORT=0 (any free port) and refuses ports out of range', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(() => loadConfig({ PORT: '65536' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '-1' })).toThrow(/PORT/);
  });

  it('refuses an ADMIN_EMAILS entry that is not an e-mail address, naming it', () => {
    expect(() => loadConfig({ ADMIN_EMAILS: 'notanemail' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_EMAILS: 'notanemail' })).toThrow(
      "Invalid configuration: ADMIN_EMAILS has 'notanemail', which is not an e-mail address",
    );
    expect(() => loadConfig({ ADMIN_EMAILS: 'boss@example.com;other@example.com' })).toThrow(
      /ADMIN_EMAILS/,
    );
    expect(loadConfig({ ADMIN_EMAILS: 'Boss@Example.com,' }).adminEmails).toEqual([
      'boss@example.com',
    ]);
  });

  it('prepares frequent statements unless DATABASE_PREPARED_STATEMENTS=false (old poolers)', () => {
    expect(loadConfig({}).databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).databasePreparedStatements).toBe(
      false,
    );
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'sometimes' })).toThrow(
      /DATABASE_PREPARED_STATEMENTS/,
    );
  });

  it('names the variable when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ CONTACT_EMAIL: 'nope' })).toThrow(/CONTACT_EMAIL/);
  });

  it('requires a JWT secret outside demo mode', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(/JWT_SECRET/);
    const config = loadConfig({
      DATABASE_URL: 'postgres://localhost/x',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_EMAILS: ' Boss@Example.com, ,a@b.co',
    });
    expect(config.demo).toBe(false);
    expect(config.adminEmails).toEqual(['boss@example.com', 'a@b.co']);
  });
});

describe('the data folder', () => {
  it('is data/ at the repository root by default, whichever folder npm runs the server in', () => {
    const atRoot = { INIT_CWD: repositoryRoot };
    const inServer = { INIT_CWD: path.join(repositoryRoot, 'apps/server') };
    for (const env of [{}, atRoot, inServer]) {
      const config = loadConfig(env);
      // A checkout that ran an earlier version may keep its apps/server/data (the next test).
      const expected = path.join(repositoryRoot, config.dataDirNote ? 'apps/server/data' : 'data');
      expect(config.dataDir).toBe(expected);
      expect(config.mediaDir).toBe(path.join(expected, 'media'));
    }
  });

  it('reads a relative DATA_DIR from the folder the command was typed in, an absolute one as it is', () => {
    const typedIn = path.join(os.tmpdir(), 'somewhere');
    expect(loadConfig({ DATA_DIR: 'my-data', INIT_CWD: typedIn }).dataDir).toBe(
      path.join(typedIn, 'my-data'),
    );
    expect(loadConfig({ DATA_DIR: '/var/lib/menudex', INIT_CWD: typedIn }).dataDir).toBe(
      '/var/lib/menudex',
    );
    expect(loadConfig({ DATA_DIR: 'my-data' }).dataDir).toBe(path.resolve('my-data'));
  });

  it("keeps using the server folder's data/ that earlier versions made, saying where it should be", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-root-'));
    try {
      const server = path.join(root, 'apps/server');
      const folders = { root, server };
      expect(resolveDataDir(undefined, {}, folders)).toEqual({
        dataDir: path.join(root, 'data'),
        note: null,
      });
      fs.mkdirSync(path.join(server, 'data', 'pglite'), { recursive: true });
      const earlier = resolveDataDir(undefined, {}, folders);
      expect(earlier.dataDir).toBe(path.join(server, 'data'));
      expect(earlier.note).toContain(path.join(root, 'data'));
      // Once data/ is at the root (moved there, or a new start), the root's wins.
      fs.mkdirSync(path.join(root, 'data'));
      expect(resolveDataDir(undefined, {}, folders)).toEqual({
        dataDir: path.join(root, 'data'),
        note: null,
      });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
