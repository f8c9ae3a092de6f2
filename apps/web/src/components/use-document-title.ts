// Names the browser tab after the page ('The List · Menudex'), for tabs, history and screen readers.
import { useEffect } from 'react';

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    const next = title ? `${title} · Menudex` : 'Menudex';
    // Unchanged on a server-rendered page: writing it anyway replaces the title's text node.
    if (document.title !== next) document.title = next;
  }, [title]);
}
