import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { applyPageMeta } from '@/lib/page-meta';
import { useRouteHandle } from '../route-handle';

/** Document title (and description where the route has one) from the matched route, in the current language. */
export function PageMetaSync() {
  const intl = useIntl();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const appName = intl.formatMessage({ id: 'app.name' });
  const page = handle ? intl.formatMessage({ id: handle.titleKey }) : appName;
  const title =
    pathname === '/' || page === appName
      ? page
      : intl.formatMessage({ id: 'app.titleTemplate' }, { page, app: appName });
  const description = intl.formatMessage({ id: handle?.descriptionKey ?? 'app.description' });
  useEffect(() => applyPageMeta(title, description), [title, description]);
  return null;
}
