// A new page (a link, not Back) starts at its top: the declarative router does not do it by itself.
import { useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
