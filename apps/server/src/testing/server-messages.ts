// The server catalogue check's reader (docs/decisions/054): finds, with the TypeScript compiler's
// type checker, every text the server can answer or mail, so a test can ask the catalogue for each.
// What counts: the message of an HttpError (badRequest(…), new HttpError(status, …), and the
// helpers' default texts), `{ message }` sent or returned as an answer, zod's custom messages in
// the contract's schemas (`{ error }`, `{ message }`, issues added in refinements) and every
// serverText(locale, '…') call (e-mails, page titles). A text is resolved through constants
// (`as const` objects give literal types), conditionals, templates and a function's parameters
// (the arguments its callers in the same file pass); a part that cannot be known (a name, a value
// from the client) becomes a placeholder `{…}`. Imports (modules/imports/) write their row
// problems into the report rather than as errors: there every text given to a parameter named like a
// message (`note(row, message)`, `fail(error)`, `new UnreadableFileError(message)`), set as a
// row's `error`, `problem`, `warning` or `reason`, or pushed to its `warnings` counts as well.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Calls whose first argument is a message the API answers (lib/http-errors.ts). */
const ERROR_HELPERS = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'gone',
  'payloadTooLarge',
  'tooManyRequests',
  'serviceUnavailable',
]);

/**
 * A text and where it comes from. A `message` is answered as {message} (the catalogue matches it
 * with its values); a `text` is an e-mail's or a page's, looked up by its exact English
 * (serverText(locale, 'Hello {name},', { name })).
 */
export type FoundText = { text: string; where: string; kind: 'message' | 'text' };

/** A part of a text that cannot be known ahead (a name, a number from the request). */
export const UNKNOWN = '{…}';

/** Where row problems are written as text (an import's report) rather than thrown. */
const ROW_MESSAGE_FILES = /\/modules\/imports\//;
/** The names a row problem goes by: a parameter, a property or a variable of these names. */
const ROW_MESSAGE_NAMES = new Set(['message', 'error', 'problem', 'warning', 'reason']);
/** Lists of row problems that texts are pushed to. */
const ROW_MESSAGE_LISTS = new Set(['warnings', 'broken']);

const SKIP_FILE = /(\.test\.ts|\/testing\/|\/seed\/|-cli\.ts|\/config\.ts|\/i18n\/)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !SKIP_FILE.test(file));
}

/** Every text the server can send, from the sources under `roots` (the server's and the contract's). */
export function findServerTexts(roots: string[]): FoundText[] {
  const files = roots.flatMap(sourceFiles);
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    strict: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const found: FoundText[] = [];

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const where = (node: ts.Node) =>
      `${path.relative(process.cwd(), file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const add = (node: ts.Expression, kind: FoundText['kind'] = 'message') => {
      for (const text of resolve(node, 0)) found.push({ text, where: where(node), kind });
    };

    /** The texts an expression can be, with {…} for what cannot be known. */
    function resolve(node: ts.Expression, depth: number): string[] {
      if (depth > 6) return [UNKNOWN];
      const literal = literalValues(checker.getTypeAtLocation(node));
      if (literal) return literal;
      if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
        return resolve(node.expression, depth + 1);
      }
      if (ts.isTemplateExpression(node)) {
        let texts = [node.head.text];
        for (const span of node.templateSpans) {
          const parts = resolve(span.expression, depth + 1);
          texts = texts.flatMap((t) => parts.map((p) => `${t}${p}${span.literal.text}`));
          if (texts.length > 200) texts = texts.slice(0, 200);
        }
        return texts;
      }
      if (ts.isConditionalExpression(node)) {
        return [...resolve(node.whenTrue, depth + 1), ...resolve(node.whenFalse, depth + 1)];
      }
      if (
        ts.isBinaryExpression(node) &&
        [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(
          node.operatorToken.kind,
        )
      ) {
        // An empty fallback (`path ?? ''`) writes nothing of its own.
        const fallback = resolve(node.right, depth + 1).filter((text) => text !== '');
        return [...resolve(node.left, depth + 1), ...fallback];
      }
      if (ts.isCallExpression(node)) {
        // A function of ours that writes the text (invalidPhoneText(…)): what it returns.
        const fn = functionOf(node.expression);
        if (fn) {
          const returned = returnedExpressions(fn);
          if (returned.length) return returned.flatMap((r) => resolve(r, depth + 1));
        }
      }
      if (ts.isElementAccessExpression(node)) {
        // A lookup in a constant table (LINK_FAILURES[reason]): every value the table holds.
        const table = declarationOf(node.expression);
        if (table && ts.isVariableDeclaration(table) && table.initializer) {
          const object = unwrap(table.initializer);
          if (ts.isObjectLiteralExpression(object)) {
            return object.properties.flatMap((p) =>
              ts.isPropertyAssignment(p) ? resolve(p.initializer, depth + 1) : [UNKNOWN],
            );
          }
        }
      }
      if (ts.isPropertyAccessExpression(node)) {
        // A constant's property written from other constants (`imageTooLarge: \`… ${MB} MB\``).
        const declaration = declarationOf(node);
        if (declaration && ts.isPropertyAssignment(declaration)) {
          return resolve(declaration.initializer, depth + 1);
        }
      }
      if (ts.isIdentifier(node)) {
        const declaration = declarationOf(node);
        if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
          return resolve(declaration.initializer, depth + 1);
        }
        if (declaration && ts.isParameter(declaration)) return parameterValues(declaration, depth);
      }
      return [UNKNOWN];
    }

    /** What the callers of a parameter's function (in the same file) pass for it. */
    function parameterValues(parameter: ts.ParameterDeclaration, depth: number): string[] {
      const fn = parameter.parent;
      const index = fn.parameters.indexOf(parameter);
      const name =
        ts.isFunctionDeclaration(fn) && fn.name
          ? fn.name
          : ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)
            ? fn.parent.name
            : null;
      if (!name) return [UNKNOWN];
      const target = checker.getSymbolAtLocation(name);
      const values: string[] = [];
      const visit = (node: ts.Node) => {
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          checker.getSymbolAtLocation(node.expression) === target
        ) {
          const argument = node.arguments[index];
          if (argument) values.push(...resolve(argument, depth + 1));
          else if (parameter.initializer) values.push(...resolve(parameter.initializer, depth + 1));
        }
        ts.forEachChild(node, visit);
      };
      visit(parameter.getSourceFile());
      return values.length ? values : [UNKNOWN];
    }

    /** A row problem of an import (see ROW_MESSAGE_NAMES): its texts, arrays' items one by one. */
    const addRow = (node: ts.Expression) => {
      const value = unwrap(node);
      if (ts.isArrayLiteralExpression(value)) {
        for (const element of value.elements) if (!ts.isSpreadElement(element)) addRow(element);
      } else if (ts.isConditionalExpression(value)) {
        addRow(value.whenTrue);
        addRow(value.whenFalse);
      } else if (value.kind !== ts.SyntaxKind.NullKeyword) add(value);
    };
    const rowMessages = ROW_MESSAGE_FILES.test(file.replace(/\\/g, '/'));
    const nameOf = (node: ts.Node) =>
      ts.isIdentifier(node) || ts.isPrivateIdentifier(node)
        ? node.text
        : ts.isPropertyAccessExpression(node)
          ? node.name.text
          : '';
    const visitRow = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        // An argument given to a parameter named like a message: note(row, message), fail(error).
        const signature = checker.getResolvedSignature(node);
        const parameters = signature?.getParameters() ?? [];
        (node.arguments ?? []).forEach((argument, i) => {
          const parameter = parameters[i];
          if (parameter && ROW_MESSAGE_NAMES.has(parameter.name)) addRow(argument);
        });
        // warnings.push('…'): a row's warnings.
        if (
          ts.isPropertyAccessExpression(node.expression) &&
          node.expression.name.text === 'push' &&
          ROW_MESSAGE_LISTS.has(nameOf(node.expression.expression))
        )
          for (const argument of node.arguments ?? []) addRow(argument);
      }
      // { error: '…' }, { problem: … }, { warnings: ['…'] } anywhere (a row's result).
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
        const key = node.name.text;
        if (ROW_MESSAGE_NAMES.has(key) || ROW_MESSAGE_LISTS.has(key)) addRow(node.initializer);
      }
      // problem ??= '…', place.problem = '…', warning = '…'.
      if (
        ts.isBinaryExpression(node) &&
        [
          ts.SyntaxKind.EqualsToken,
          ts.SyntaxKind.QuestionQuestionEqualsToken,
          ts.SyntaxKind.BarBarEqualsToken,
        ].includes(node.operatorToken.kind) &&
        ROW_MESSAGE_NAMES.has(nameOf(node.left))
      )
        addRow(node.right);
      ts.forEachChild(node, visitRow);
    };

    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = calleeName(node.expression);
        const args = node.arguments ?? ts.factory.createNodeArray();
        // The helpers of lib/http-errors.ts are called by name; `pages.notFound(locale)` is not one.
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          ERROR_HELPERS.has(callee) &&
          args[0]
        )
          add(args[0]);
        if (ts.isNewExpression(node) && callee === 'HttpError' && args[1]) add(args[1]);
        if (callee === 'serverText' && args[1]) add(args[1], 'text');
        // zod's custom messages and issues, and `reply.send({ message })`.
        for (const argument of args) {
          if (!ts.isObjectLiteralExpression(argument)) continue;
          for (const property of argument.properties) {
            if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
            const key = property.name.text;
            if (key === 'error' || key === 'message') add(property.initializer);
          }
        }
      }
      // A service's `return { message }`: the answer's text.
      if (ts.isReturnStatement(node) && node.expression) {
        const object = unwrap(node.expression);
        if (ts.isObjectLiteralExpression(object)) {
          for (const property of object.properties) {
            if (
              ts.isPropertyAssignment(property) &&
              ts.isIdentifier(property.name) &&
              property.name.text === 'message'
            ) {
              add(property.initializer);
            }
          }
        }
      }
      // The helpers' default texts: `(message = 'Please sign in') => new HttpError(401, message)`.
      if (
        ts.isParameter(node) &&
        node.initializer &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'message' &&
        file.endsWith('http-errors.ts')
      ) {
        add(node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (rowMessages) visitRow(source);
  }

  /** The function a callee names, when it is ours (a declaration or a const arrow function). */
  function functionOf(callee: ts.Expression): ts.SignatureDeclaration | undefined {
    const declaration = declarationOf(callee);
    if (!declaration || declaration.getSourceFile().isDeclarationFile) return undefined;
    if (ts.isFunctionDeclaration(declaration)) return declaration;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const value = unwrap(declaration.initializer);
      if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return value;
    }
    return undefined;
  }

  function declarationOf(node: ts.Expression): ts.Declaration | undefined {
    const symbol = checker.getSymbolAtLocation(node);
    const resolved =
      symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return resolved?.valueDeclaration ?? resolved?.declarations?.[0];
  }

  return found;
}

/** The expressions a function returns (its body, for an arrow function without braces). */
function returnedExpressions(fn: ts.SignatureDeclaration): ts.Expression[] {
  const body = (fn as ts.FunctionLikeDeclarationBase).body;
  if (!body) return [];
  if (!ts.isBlock(body)) return [body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

function unwrap(node: ts.Expression): ts.Expression {
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) node = node.expression;
  if (ts.isSatisfiesExpression(node)) return unwrap(node.expression);
  return node;
}

function calleeName(node: ts.Expression): string {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  return '';
}

/** A string or number literal type's values (a union's, when all are literals), else null. */
function literalValues(type: ts.Type): string[] | null {
  const types = type.isUnion() ? type.types : [type];
  const values: string[] = [];
  for (const t of types) {
    if (t.isStringLiteral()) values.push(t.value);
    else if (t.isNumberLiteral()) values.push(String(t.value));
    else return null;
  }
  return values.length ? values : null;
}
