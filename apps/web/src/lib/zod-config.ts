// Zod compiles fast object parsers with `new Function` unless told not to, and probes whether it may
// the moment a module makes its first object schema. Under the Content-Security-Policy
// (`script-src 'self'`, no eval) that probe is refused and reported (a CSP issue in DevTools and
// Lighthouse's "inspector issues") even though zod catches the error. The browser only checks a
// few forms: zod's plain parsers are enough, so it runs jitless. main.tsx imports this first.
//
// Zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of zod, read when
// zod loads: node_modules/zod/v4/core/core.js). Setting it there, rather than with `config()` from
// 'zod/v4/core', keeps zod's code out of the entry every page loads (3.7 KB gzip); the schemas load
// with the pages that check forms. The journeys fail on any CSP violation, so a zod that moved the
// setting would be noticed.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
