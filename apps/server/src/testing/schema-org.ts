// Checks JSON-LD documents against schema.org's vocabulary as schema-dts types it (every type, its
// properties and their value types): each document becomes a typed constant in a virtual TypeScript
// file, compiled with the TypeScript compiler. A type or property schema.org does not have, or a
// value of the wrong kind, is a compile error, reported with the document's index.
import path from 'node:path';
import ts from 'typescript';

const VIRTUAL = path.join(path.dirname(new URL(import.meta.url).pathname), '__schema-org-check.ts');

/** The compile errors of each document (as WithContext<its @type>); [] when all are valid. */
export function schemaOrgErrors(documents: readonly object[]): string[] {
  const types = new Set<string>();
  const constants = documents.map((doc, i) => {
    const type = (doc as { '@type'?: unknown })['@type'];
    if (typeof type !== 'string' || !/^[A-Za-z]+$/.test(type)) {
      return `// document ${i}: no single @type\nexport const doc${i}: never = ${JSON.stringify(doc)};`;
    }
    types.add(type);
    return `export const doc${i}: WithContext<Exclude<${type}, string>> = ${JSON.stringify(doc, null, 1)};`;
  });
  const source = `import type { WithContext${[...types].map((t) => `, ${t}`).join('')} } from 'schema-dts';\n${constants.join('\n')}\n`;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === VIRTUAL
      ? ts.createSourceFile(name, source, language)
      : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === VIRTUAL || fileExists(name);
  const program = ts.createProgram([VIRTUAL], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file || d.start === undefined) return text;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    const doc =
      source
        .split('\n')
        .slice(0, line + 1)
        .filter((l) => l.startsWith('export const doc')).length - 1;
    return `document ${doc}: ${text.split('\n').slice(0, 3).join(' / ')}`;
  });
}
