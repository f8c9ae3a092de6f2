// The server's layers are held by lint (eslint.config.js): these lint a few lines as if they stood in
// the tree, so a config change that stops checking a layer fails a test instead of passing silently.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * ESLint with the repository's config, running one rule: the layer rules need no type information,
 * so no type check runs and a file that does not exist can be linted.
 */
function linter(rule: string) {
  return new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === rule,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
}
const layers = linter('import-x/no-restricted-paths');
const cycles = linter('import-x/no-cycle');

/** What `eslint` says of `code` standing at `file` under apps/server/src. */
async function messages(eslint: ESLint, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, 'apps/server/src', file),
  });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const pluginLayer = /^import-x\/no-restricted-paths: .* Plugins and lib import no module/;
const routesLayer = /^import-x\/no-restricted-paths: .* never its routes/;

describe('server layers in lint', () => {
  it('refuses a plugin importing a module', async () => {
    expect(
      await messages(layers, 'plugins/x.ts', "import x from '../modules/user/user.repository.ts';"),
    ).toEqual([expect.stringMatching(pluginLayer)]);
  });

  it('refuses lib importing a module, however the path is spelt', async () => {
    expect(
      await messages(
        layers,
        'lib/x.ts',
        "import x from '../lib/../modules/items/items.service.ts';",
      ),
    ).toEqual([expect.stringMatching(pluginLayer)]);
  });

  it("refuses a module importing another module's routes", async () => {
    expect(
      await messages(layers, 'modules/votes/x.ts', "import x from '../items/items.routes.ts';"),
    ).toEqual([expect.stringMatching(routesLayer)]);
  });

  it("lets a module import another's service and its own routes, and a plugin import lib", async () => {
    const allowed = [
      ['modules/votes/x.ts', "import x from '../items/items.service.ts';"],
      ['modules/votes/x.ts', "import x from './votes.routes.ts';"],
      ['plugins/x.ts', "import x from '../lib/http-errors.ts';"],
    ] as const;
    for (const [file, code] of allowed) expect(await messages(layers, file, code)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // session-tokens.ts throws the errors of http-errors.ts: importing it back closes a loop.
    expect(
      await messages(
        cycles,
        'lib/http-errors.ts',
        "import x from './session-tokens.ts';\nexport { x };",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});
