import { useLocation } from 'react-router-dom';
import { PageShell } from '@/lib/ui/page-shell';
import { PATHS } from '@/domain/links';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <PageShell
      titleId="notFound.title"
      introId="notFound.intro"
      values={{ path: pathname }}
      links={[
        { to: '/', labelId: 'notFound.home', descriptionId: 'notFound.homeHint' },
        { to: PATHS.search, labelId: 'notFound.search', descriptionId: 'notFound.searchHint' },
        { to: PATHS.support, labelId: 'notFound.support' },
      ]}
    />
  );
}

export default NotFoundPage;
