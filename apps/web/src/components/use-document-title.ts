// Names the browser tab after the page ('The List · Menudex'), for tabs, history and screen readers.
import { useEffect } from 'react';

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Menudex` : 'Menudex';
  }, [title]);
}
