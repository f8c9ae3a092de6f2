import { TEXTS } from '@menudex/contract/constants';
import { NOT_FOUND_TITLE } from '@menudex/contract/page-paths';
import { DeadEnd, HomeLink } from '../../components/dead-end.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';

export function NotFound() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <DeadEnd text={TEXTS.pageNotFound}>
      <HomeLink />
    </DeadEnd>
  );
}
