// The page for what does not exist: the specification's 'Page Not Found!' and a way home, under a
// title that says what was not found ('Page Not Found', 'Business not found').
import { TEXTS } from '@menudex/contract/constants';
import { NOT_FOUND_TITLE } from '@menudex/contract/page-paths';
import { DeadEnd, HomeLink } from '../../components/dead-end.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';

type Props = {
  /** The tab's title (before ' · Menudex'): what was not found. */
  title?: string;
};

export function NotFound({ title = NOT_FOUND_TITLE }: Props) {
  useDocumentTitle(title);
  return (
    <DeadEnd text={TEXTS.pageNotFound}>
      <HomeLink />
    </DeadEnd>
  );
}
