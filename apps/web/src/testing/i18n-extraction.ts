// The extraction check's reader (docs/decisions/049): finds the texts a component shows that are
// written in it rather than taken from the catalogues (useT). What counts as shown: JSX text, a
// string in JSX (`{'Contact: '}`, a conditional's branches, a template), the attributes people
// read or hear (aria-label, title, placeholder, alt, label, …), the label, title and text of an
// object literal in a component file (menu entries, empty states' actions), the tab's title
// (useDocumentTitle) and window.alert, the specification's TEXTS used directly, and the contract's
// other English texts (FEEDBACK_TEXTS.…) where they are shown. It runs in the
// tests only (i18n-extraction.test.ts), on the TypeScript compiler's syntax tree.
import ts from 'typescript';

/** Attributes whose value a person reads or hears. */
const SHOWN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'helperText',
  'text',
  'emptyText',
  'endText',
  'tooltip',
]);

/** Object properties that hold a shown text (menu entries, empty states' actions). */
const SHOWN_PROPERTIES = new Set(['label', 'title', 'text', 'message', 'placeholder']);

/** Calls whose first argument is shown. */
const SHOWN_CALLS = new Set(['useDocumentTitle', 'alert']);

/** Words that are the same in every language (the product's name). */
const SAME_IN_EVERY_LANGUAGE = /\bMenudex\b/g;

export type Literal = { line: number; text: string };

const hasWords = (text: string) => /\p{L}/u.test(text.replace(SAME_IN_EVERY_LANGUAGE, ''));

/** The words a shown expression writes out: string literals, templates' text, both branches. */
function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  }
  if (ts.isConditionalExpression(node)) {
    return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  }
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.AmpersandAmpersandToken ||
      op === ts.SyntaxKind.PlusToken
    ) {
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    }
  }
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  // The contract's English texts (FEEDBACK_TEXTS.redeem) shown as they are; used in logic (a
  // comparison, a rule's message) they are not shown, and not found here.
  if (
    ts.isPropertyAccessExpression(node) &&
    ts.isIdentifier(node.expression) &&
    /^[A-Z]+_TEXTS$/.test(node.expression.text)
  ) {
    return [node.getText()];
  }
  return [];
}

/** The texts written into the component source `source` (a .tsx file's content). */
export function findLiterals(fileName: string, source: string): Literal[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: Literal[] = [];
  const add = (node: ts.Node, texts: string[]) => {
    for (const text of texts) {
      if (hasWords(text)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push({ line: line + 1, text: text.trim() });
      }
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      add(node, [node.text]);
    } else if (ts.isJsxExpression(node) && node.expression) {
      const parent = node.parent;
      if (ts.isJsxElement(parent) || ts.isJsxFragment(parent)) {
        add(node, literalTexts(node.expression));
      }
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file);
      if (SHOWN_ATTRIBUTES.has(name)) {
        const value = node.initializer;
        if (ts.isStringLiteral(value)) add(node, [value.text]);
        else if (ts.isJsxExpression(value) && value.expression) {
          add(node, literalTexts(value.expression));
        }
      }
    } else if (ts.isPropertyAssignment(node)) {
      const name = node.name.getText(file).replace(/^['"]|['"]$/g, '');
      if (SHOWN_PROPERTIES.has(name) || SHOWN_ATTRIBUTES.has(name)) {
        add(node, literalTexts(node.initializer));
      }
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const first = node.arguments[0];
      if (SHOWN_CALLS.has(name) && first) add(node, literalTexts(first));
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'TEXTS'
    ) {
      // The specification's English texts: the catalogues hold them (messages-en.ts), in each language.
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push({ line: line + 1, text: node.getText(file) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
