import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  CREDENTIAL_OPERATIONS,
  NO_BODY_TAKEN,
  SESSION_OPTIONAL,
  SESSION_REQUIRED,
  operationIdOf,
  type Operation,
} from './openapi-document.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const modulesDir = path.resolve(here, '../modules');

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
let tmp: string;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'menudex-openapi-'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([key]) => ['get', 'put', 'post', 'delete', 'patch'].includes(key))
      .map(([method, operation]) => ({ method, path: p, operation })),
  );

/** The path with its parameters' names left out, and Fastify's `:id` written `{id}`. */
const template = (p: string) => p.replace(/:(\w+)/g, '{$1}').replace(/\{[^}]+\}/g, '{}');

/**
 * Each route of the modules' *.routes.ts files whose URL is written out, and whether its handler
 * calls writeAccess or requireActor (what answers 401 without a session).
 */
async function routesInSource() {
  const routes: { key: string; needsSession: boolean }[] = [];
  for (const entry of await fs.readdir(modulesDir, { recursive: true })) {
    if (!entry.endsWith('.routes.ts')) continue;
    const source = await fs.readFile(path.join(modulesDir, entry), 'utf8');
    const starts = [...source.matchAll(/\b\w+\.(get|post|put|delete|patch)\(\s*'(\/[^']*)'/g)];
    starts.forEach((match, i) => {
      const block = source.slice(match.index, starts[i + 1]?.index ?? source.length);
      routes.push({
        key: `${match[1]} ${template(`/api${match[2]}`)}`,
        needsSession: /\b(writeAccess|requireActor)\(/.test(block),
      });
    });
  }
  return routes;
}

const execFileAsync = promisify(execFile);
type LintProblem = { ruleId: string; message: string };

/** The repository's Redocly CLI and redocly.yaml (what `npm run openapi:lint` runs) over a document. */
async function lint(document: unknown): Promise<LintProblem[]> {
  const file = path.join(tmp, `openapi-${Math.random().toString(36).slice(2)}.json`);
  await fs.writeFile(file, JSON.stringify(document));
  const cli = path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');
  const config = path.join(repoRoot, 'redocly.yaml');
  const run = execFileAsync(
    process.execPath,
    [cli, 'lint', file, '--config', config, '--format=json'],
    {
      cwd: repoRoot,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  // The CLI exits 1 when it finds a problem; its report is on stdout either way.
  const { stdout } = await run.catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
}

describe('operationIdOf', () => {
  it('names an operation by its method and path, in camelCase, without the /api prefix', () => {
    expect(operationIdOf('get', '/api/businesses/{id}')).toBe('getBusinessesById');
    expect(operationIdOf('post', '/api/user/verify-email/resend')).toBe(
      'postUserVerifyEmailResend',
    );
    expect(operationIdOf('get', '/api/businesses/{id}/print/{document}.pdf')).toBe(
      'getBusinessesByIdPrintByDocumentPdf',
    );
    expect(operationIdOf('get', '/api/businesses')).toBe('getBusinesses');
  });
});

describe('the finished OpenAPI document', () => {
  it('gives every operation a unique operationId made from its route', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/items/vote/{id}']?.post?.operationId).toBe('postItemsVoteById');
  });

  it('says per operation whether it needs a session, as its handler decides', async () => {
    const documented = new Map(
      operations().map(({ method, path: p, operation }) => [
        `${method} ${template(p)}`,
        operation.security,
      ]),
    );
    const routes = await routesInSource();
    // Every documented route is found but the two written through a loop (GET and POST /businesses).
    expect(routes.filter((route) => documented.has(route.key)).length).toBeGreaterThanOrEqual(
      documented.size - 2,
    );
    const wrong = routes
      .filter((route) => documented.has(route.key))
      .filter(
        (route) =>
          JSON.stringify(documented.get(route.key)) !==
          JSON.stringify(route.needsSession ? SESSION_REQUIRED : SESSION_OPTIONAL),
      )
      .map((route) => `${route.key} needs a session: ${route.needsSession}`);
    expect(wrong).toEqual([]);
    expect(doc.paths['/api/user/profile']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/businesses/{id}']?.get?.security).toEqual([{}, { bearerAuth: [] }]);
  });

  it('names only operations that exist as needing no session despite their 401', () => {
    const keys = new Set(operations().map(({ method, path: p }) => `${method.toUpperCase()} ${p}`));
    expect([...CREDENTIAL_OPERATIONS].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('documents the body guard’s 413 on every operation that takes no body', () => {
    const missing = operations()
      .filter(({ operation }) => !operation.requestBody && !operation.responses['413'])
      .map(({ method, path: p }) => `${method} ${p}`);
    expect(missing).toEqual([]);
    expect(doc.paths['/api/healthz']?.get?.responses['413']?.description).toBe(NO_BODY_TAKEN);
  });

  it('lists POST /api/items/{businessId} under /api/items/{id}, its parameter described', () => {
    expect(Object.keys(doc.paths)).not.toContain('/api/items/{businessId}');
    const post = doc.paths['/api/items/{id}']?.post;
    expect(post?.operationId).toBe('postItemsByBusinessId');
    expect(post?.parameters?.find((p) => p.in === 'path')).toMatchObject({
      name: 'id',
      description: expect.stringContaining('businessId'),
    });
  });

  it('passes Redocly’s recommended rules with no problem', async () => {
    expect(await lint(doc)).toEqual([]);
  });
});

describe('menudex/no-ambiguous-paths (apps/server/openapi-client/redocly-plugin.js)', () => {
  const op = (id: string, name: string, schema: object) => ({
    get: {
      operationId: id,
      summary: id,
      security: [],
      parameters: [{ name, in: 'path', required: true, schema }],
      responses: { 200: { description: 'OK' }, 400: { description: 'Bad input' } },
    },
  });
  const documentWith = (paths: object) => ({
    openapi: '3.0.3',
    info: { title: 'Test', version: '1', license: { name: 'MIT', url: 'https://example.org' } },
    servers: [{ url: '/' }],
    paths,
  });

  it('lets a fixed word sit beside a parameter whose schema refuses that word', async () => {
    const problems = await lint(
      documentWith({
        '/a/pages/{page}': op('pages', 'page', { type: 'integer' }),
        '/a/{id}/verify': op('verify', 'id', { type: 'string', format: 'uuid' }),
      }),
    );
    expect(problems).toEqual([]);
  });

  it('reports two paths that one URL could match', async () => {
    const problems = await lint(
      documentWith({
        '/a/pages/{word}': op('pages', 'word', { type: 'string' }),
        '/a/{slug}/verify': op('verify', 'slug', { type: 'string', maxLength: 40 }),
      }),
    );
    expect(problems.map((p) => p.ruleId)).toEqual(['menudex/no-ambiguous-paths']);
  });
});
