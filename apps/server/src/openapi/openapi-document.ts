// The last pass over the OpenAPI document @fastify/swagger writes (plugins/openapi.ts): what every
// operation needs and its route schema need not repeat (operationId, security, the body guard's 413,
// servers, licence), said once here, so the document passes Redocly's recommended rules
// (`npm run openapi:lint`, redocly.yaml). Routes still write their own `summary`.

/** The scheme a signed-in caller sends (plugins/auth.ts reads it). */
export const BEARER = 'bearerAuth';

/** A session is sent and checked: the route calls writeAccess or requireActor. */
export const SESSION_REQUIRED: SecurityRequirement[] = [{ [BEARER]: [] }];
/** No session needed; one that is sent is read (what the caller may do, `canEdit`), a bad one ignored. */
export const SESSION_OPTIONAL: SecurityRequirement[] = [{}, { [BEARER]: [] }];

/**
 * Operations that declare 401 but need no session: sign-in and account links, whose 401 is about
 * the credentials in the body (a wrong password) or comes with a shared list of errors, and the page
 * of businesses, which only reads a session (`stale=true` asks for an admin's). Every other operation
 * that declares 401 needs a session. Keyed `METHOD path` as in the document; the test
 * (openapi-document.test.ts) checks the list and the rule against the handlers.
 */
export const CREDENTIAL_OPERATIONS: ReadonlySet<string> = new Set([
  'POST /api/user/signup',
  'POST /api/user/login',
  'POST /api/user/login/google',
  'POST /api/user/login/facebook',
  'POST /api/user/password/forgot',
  'POST /api/user/password/reset',
  'POST /api/user/verify-email',
  'GET /api/businesses/pages/{page}',
]);

/** plugins/body-guard.ts: a body sent where the route takes none is refused before it is read. */
export const NO_BODY_TAKEN = 'This address does not take a request body (the connection is closed)';

/** The repository's LICENSE. */
const MIT = { name: 'MIT', url: 'https://opensource.org/license/mit' };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const ERROR_REF = '#/components/schemas/Error';

export type SecurityRequirement = Record<string, string[]>;
type Parameter = { name: string; in: string; description?: string; [key: string]: unknown };
type Response = { description: string; content?: Record<string, { schema: unknown }> };
export type Operation = {
  operationId?: string;
  summary?: string;
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<string, Response>;
  security?: SecurityRequirement[];
  [key: string]: unknown;
};
/** Operations under their method, and what else a path item may hold (parameters, servers). */
type PathItem = Record<string, unknown>;
export type OpenApiDocument = {
  info: Record<string, unknown>;
  servers?: { url: string; description?: string }[];
  paths?: Record<string, PathItem>;
  [key: string]: unknown;
};

/** A path item's operations, by method. */
const operationsOf = (item: PathItem) =>
  Object.entries(item).filter(
    (entry): entry is [string, Operation] =>
      (METHODS as readonly string[]).includes(entry[0]) && typeof entry[1] === 'object',
  );

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `GET /api/businesses/{id}/insights.csv` → `getBusinessesByIdInsightsCsv`: the method, then each
 * segment after /api, parameters as `By<Name>`. Stable (it changes only with the route) and unique
 * (a method and path are).
 */
export function operationIdOf(method: string, path: string): string {
  const segments = path.replace(/^\/api(?=\/|$)/, '').split('/');
  const parts = segments.flatMap((segment) =>
    segment
      .split(/(\{[^}]+\})/)
      .filter(Boolean)
      .flatMap((piece) => {
        const parameter = /^\{(.+)\}$/.exec(piece)?.[1];
        return parameter ? ['By', ...words(parameter).map(capital)] : words(piece).map(capital);
      }),
  );
  return method.toLowerCase() + parts.join('');
}

/** The path with its parameters' names left out: two paths that differ only there are one path. */
const templateOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const parameterNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');

/**
 * Fastify routes POST /items/:businessId beside GET/PUT/DELETE /items/:id; to a client they are
 * one path (the API keeps both URLs: docs/architecture.md, "The API's contract"). The later path's
 * operations move under the first path's name, their path parameters renamed, and say what the
 * value is.
 */
function mergeIdenticalPaths(paths: Record<string, PathItem>): Record<string, PathItem> {
  const merged: Record<string, PathItem> = {};
  const firstOf = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    const first = firstOf.get(templateOf(path));
    if (first === undefined) {
      firstOf.set(templateOf(path), path);
      merged[path] = item;
      continue;
    }
    const from = parameterNames(path);
    const to = parameterNames(first);
    const target = merged[first] as PathItem;
    for (const [key, operation] of operationsOf(item)) {
      if (target[key]) throw new Error(`OpenAPI: ${key.toUpperCase()} ${first} twice (${path})`);
      for (const parameter of operation.parameters ?? []) {
        const at = parameter.in === 'path' ? from.indexOf(parameter.name) : -1;
        const name = to[at];
        if (name === undefined) continue;
        parameter.description ??= `The ${parameter.name} (the other operations at this path name theirs ${name})`;
        parameter.name = name;
      }
      target[key] = operation;
    }
  }
  return merged;
}

const declares = (operation: Operation, status: number) =>
  Object.keys(operation.responses).includes(String(status));

const inOrder = (responses: Record<string, Response>) =>
  Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));

/** Whether the operation needs a session: it answers 401, and not about credentials it was sent. */
export function needsSession(method: string, path: string, operation: Operation): boolean {
  return declares(operation, 401) && !CREDENTIAL_OPERATIONS.has(`${method.toUpperCase()} ${path}`);
}

/** Everything Redocly's recommended rules ask that the route schemas leave out; see the file's top. */
export function finishDocument<T>(input: T): T {
  const doc = input as unknown as OpenApiDocument;
  // Paths already start with /api: the server is wherever the document was fetched from.
  doc.servers ??= [{ url: '/', description: 'This Menudex server (the paths include /api)' }];
  // The options' info object is shared by every document: copied, not changed.
  doc.info = { ...doc.info, license: doc.info.license ?? MIT };
  if (!doc.paths) return input;

  // Before merging: each operation is named for the route it came from.
  const ids = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [key, operation] of operationsOf(item)) {
      operation.operationId ??= operationIdOf(key, path);
      const other = ids.get(operation.operationId);
      if (other)
        throw new Error(`OpenAPI: operationId ${operation.operationId} twice (${other}, ${path})`);
      ids.set(operation.operationId, path);
      operation.security ??= needsSession(key, path, operation)
        ? SESSION_REQUIRED
        : SESSION_OPTIONAL;
      if (!operation.requestBody && !declares(operation, 413))
        operation.responses = inOrder({
          ...operation.responses,
          413: {
            description: NO_BODY_TAKEN,
            content: { 'application/json': { schema: { $ref: ERROR_REF } } },
          },
        });
    }
  }
  doc.paths = mergeIdenticalPaths(doc.paths);
  return input;
}
