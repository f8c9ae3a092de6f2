import { TEXTS } from '@menudex/contract/constants';
import { DeadEnd, HomeLink } from '../../components/dead-end.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';

export function NotFound() {
  useDocumentTitle('Page Not Found');
  return (
    <DeadEnd text={TEXTS.pageNotFound}>
      <HomeLink />
    </DeadEnd>
  );
}
