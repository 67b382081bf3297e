import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { PageShell } from '@/lib/ui/page-shell';

/**
 * /business-pending and /business-rejected: where a business account lands while it awaits review
 * or after it was not approved (spec 01 §4, spec 03 §2).
 */
export function BusinessStatusPage({ status }: { status: 'pending' | 'rejected' }) {
  return (
    <PageShell
      titleId={`pages.business.${status}.title`}
      introId={`pages.business.${status}.intro`}
      links={
        status === 'pending'
          ? [
              { to: '/support', labelId: 'footer.support' },
              { to: '/about', labelId: 'footer.about' },
              { to: '/', labelId: 'pages.links.home' },
            ]
          : [
              { to: '/contact', labelId: 'footer.contact' },
              { to: '/terms', labelId: 'footer.terms' },
              { to: '/', labelId: 'pages.links.home' },
            ]
      }
    >
      <Alert severity={status === 'pending' ? 'info' : 'warning'}>
        <FormattedMessage id={`pages.business.${status}.body`} />
      </Alert>
    </PageShell>
  );
}

export default BusinessStatusPage;
