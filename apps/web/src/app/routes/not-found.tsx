// The page for what does not exist: the specification's 'Page Not Found!' and a way home, under a
// title that says what was not found ('Page Not Found', 'Business not found').
import { DeadEnd, HomeLink } from '../../components/dead-end.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useT } from '../../lib/i18n.tsx';

type Props = {
  /** The tab's title (before ' · Menudex'): what was not found. */
  title?: string;
};

export function NotFound({ title }: Props) {
  const t = useT();
  useDocumentTitle(title ?? t('page.notFoundTitle'));
  return (
    <DeadEnd text={t('page.notFound')}>
      <HomeLink />
    </DeadEnd>
  );
}
