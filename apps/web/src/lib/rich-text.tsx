// Translated sentences with elements inside them ("We sent an e-mail to <strong>{email}</strong>…"):
// the catalogue keeps the whole sentence, so each language orders its words its own way, and the
// component gives an element for each of its `{name}` arguments.
import { Fragment, type ReactNode } from 'react';
import type { MessageValues, Translate } from './i18n.tsx';

/** Stands for an argument in the translated text; no message contains it. */
const MARK = '\u0000';
const MARKED = new RegExp(`${MARK}([^${MARK}]+)${MARK}`);

/**
 * The message `key` with each of `elements`' names replaced by its element; `values` are the
 * message's plain arguments (a plural's count, say).
 */
export function richText<K extends string>(
  t: Translate<K>,
  key: K,
  elements: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode {
  const marked: MessageValues = { ...values };
  for (const name of Object.keys(elements)) marked[name] = `${MARK}${name}${MARK}`;
  // split() with a capturing group: the names sit at the odd places, the text between at the even.
  const parts = t(key, marked).split(MARKED);
  return parts.map((part, index) => (
    <Fragment key={index}>{index % 2 === 1 ? elements[part] : part}</Fragment>
  ));
}
