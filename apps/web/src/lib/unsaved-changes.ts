// Warns before unsaved edits are lost: closing or reloading the tab (the browser's own prompt), and
// leaving the page inside the app (a link anywhere on the page, the page's Back button), which asks
// for confirmation. The declarative router has no navigation blocker, so in-app links are caught
// at the document before React Router handles them.
import { useEffect } from 'react';

export const LEAVE_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

let dirty = false;

/** True when nothing would be lost, or the user agreed to lose it. */
export function confirmLeave(): boolean {
  if (!dirty) return true;
  const leave = window.confirm(LEAVE_MESSAGE);
  // Agreed: the edits are being left behind, so stop guarding (the page is unmounting).
  if (leave) dirty = false;
  return leave;
}

/** Guards the page while `hasUnsavedChanges` is true. */
export function useUnsavedChangesGuard(hasUnsavedChanges: boolean): void {
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    dirty = true;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const to = new URL(link.href, window.location.href);
      const here = window.location;
      if (to.origin !== here.origin) return;
      // A link within the page (#item-…) leaves nothing behind.
      if (to.pathname === here.pathname && to.search === here.search) return;
      if (!confirmLeave()) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      dirty = false;
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [hasUnsavedChanges]);
}
