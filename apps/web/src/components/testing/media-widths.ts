// Reads back the widths that @media rules give an element. jsdom applies no media queries, but MUI's
// styles land in the document's style sheets, so a test can check the conditions and their values.

/** Each @media condition whose rules set `element`'s width, with that width. */
export function mediaWidths(element: Element): Record<string, string> {
  const widths: Record<string, string> = {};
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule)) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule) || !inner.style.width) continue;
        if (element.matches(inner.selectorText)) widths[rule.media.mediaText] = inner.style.width;
      }
    }
  }
  return widths;
}
