// Redocly rules of our own (redocly.yaml loads this file). One rule: `menudex/no-ambiguous-paths`,
// Redocly's `no-ambiguous-paths` made to read the path parameters' schemas.
//
// Redocly's rule calls two paths ambiguous when, segment by segment, each pair is equal or one of
// them is a parameter: `/businesses/pages/{page}` and `/businesses/{id}/verify` are, since `{id}`
// could be `pages` and `{page}` could be `verify`. Our ids are UUIDs and our page numbers integers
// (the schemas say so, and the server refuses anything else with 400), so no URL matches both; and
// the paths are the API (docs/architecture.md, "The API's contract"), so they stay. This rule
// reports a pair only when a URL could match both: where one path has a parameter and the other a
// fixed word, the word must be a value the parameter's schema admits. Everything Redocly's rule reports that some real URL
// would also make ambiguous, this one reports too.

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PARAMETER = /^\{([^}]+)\}$/;

/** Whether `word` is a value of the parameter by this schema; unknown shapes admit anything. */
export function admits(schema, word) {
  if (!schema || typeof schema !== 'object' || schema.$ref) return true;
  if (Array.isArray(schema.enum)) return schema.enum.map(String).includes(word);
  if (schema.type === 'integer' && !/^-?\d+$/.test(word)) return false;
  if (schema.type === 'number' && !/^-?\d+(\.\d+)?$/.test(word)) return false;
  if (schema.format === 'uuid' && !UUID.test(word)) return false;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(word))
    return false;
  if (typeof schema.maxLength === 'number' && word.length > schema.maxLength) return false;
  if (typeof schema.minLength === 'number' && word.length < schema.minLength) return false;
  return true;
}

/** The schemas each path parameter has in any of the path's operations (or the path itself). */
function parameterSchemas(pathItem) {
  const schemas = new Map();
  const add = (parameter) => {
    if (!parameter || parameter.in !== 'path') return;
    schemas.set(parameter.name, [...(schemas.get(parameter.name) ?? []), parameter.schema]);
  };
  (pathItem.parameters ?? []).forEach(add);
  for (const method of METHODS) (pathItem[method]?.parameters ?? []).forEach(add);
  return schemas;
}

/** Whether some URL segment could match both `a` (a parameter) and `b` (a fixed word). */
function overlaps(parameterName, schemas, word) {
  const known = schemas.get(parameterName);
  if (!known || known.length === 0) return true;
  return known.some((schema) => admits(schema, word));
}

/** Redocly's test, except where a parameter meets a word its schema refuses. */
export function ambiguous(a, b) {
  const partsA = a.path.split('/');
  const partsB = b.path.split('/');
  if (partsA.length !== partsB.length) return false;
  let varsA = 0;
  let varsB = 0;
  for (let i = 0; i < partsA.length; i++) {
    const nameA = PARAMETER.exec(partsA[i])?.[1];
    const nameB = PARAMETER.exec(partsB[i])?.[1];
    if (nameA) varsA++;
    if (nameB) varsB++;
    if (nameA && nameB) continue;
    if (nameA && !overlaps(nameA, a.schemas, partsB[i])) return false;
    if (nameB && !overlaps(nameB, b.schemas, partsA[i])) return false;
    if (!nameA && !nameB && partsA[i] !== partsB[i]) return false;
  }
  return varsA === varsB;
}

function NoAmbiguousPaths() {
  return {
    Paths(pathMap, { report, location }) {
      const seen = [];
      for (const [path, pathItem] of Object.entries(pathMap)) {
        const current = { path, schemas: parameterSchemas(pathItem ?? {}) };
        const other = seen.find((earlier) => ambiguous(earlier, current));
        if (other)
          report({
            message: `Paths should resolve unambiguously: some URL matches both \`${other.path}\` and \`${path}\`.`,
            location: location.child([path]).key(),
          });
        seen.push(current);
      }
    },
  };
}

export default function menudexRules() {
  return {
    id: 'menudex',
    rules: { oas3: { 'no-ambiguous-paths': NoAmbiguousPaths } },
  };
}
