import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '@design-system/components/Logo/Logo';
import { categoryHref, PATHS } from '@/domain/links';
import { RouterLinkAdapter } from '@/lib/router-link';

/** Footer categories (spec 01: category=haircut, nails, spa, barbershop, skincare). */
export const FOOTER_CATEGORIES = ['haircut', 'nails', 'spa', 'barbershop', 'skincare'] as const;

export const FOOTER_COLUMNS: { id: string; links: { to: string; labelId: string }[] }[] = [
  {
    id: 'categories',
    links: FOOTER_CATEGORIES.map((c) => ({ to: categoryHref(c), labelId: `category.${c}.title` })),
  },
  {
    id: 'company',
    links: [
      { to: PATHS.about, labelId: 'footer.about' },
      { to: PATHS.services, labelId: 'footer.services' },
      { to: PATHS.loyalty, labelId: 'footer.loyalty' },
      { to: PATHS.referralTerms, labelId: 'footer.referralTerms' },
      { to: PATHS.responsiveDemo, labelId: 'footer.responsiveDemo' },
    ],
  },
  {
    id: 'support',
    links: [
      { to: PATHS.support, labelId: 'footer.support' },
      { to: PATHS.contact, labelId: 'footer.contact' },
      { to: PATHS.supportReport, labelId: 'footer.report' },
      { to: PATHS.feedback, labelId: 'footer.feedback' },
    ],
  },
  {
    id: 'legal',
    links: [
      { to: PATHS.privacy, labelId: 'footer.privacy' },
      { to: PATHS.terms, labelId: 'footer.terms' },
      { to: PATHS.cookies, labelId: 'footer.cookies' },
      { to: PATHS.accessibility, labelId: 'footer.accessibility' },
    ],
  },
];

/** Footer: categories, company, support and legal links. */
export function AppFooter() {
  const intl = useIntl();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: '1.5fr repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          <Box>
            <Logo
              name={intl.formatMessage({ id: 'app.name' })}
              ariaLabel={intl.formatMessage({ id: 'header.home' })}
              href={PATHS.home}
              linkComponent={RouterLinkAdapter}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, maxWidth: 320 }}>
              <FormattedMessage id="footer.tagline" />
            </Typography>
          </Box>
          {FOOTER_COLUMNS.map((column) => (
            <Box component="nav" key={column.id} aria-labelledby={`footer-${column.id}`}>
              <Typography
                id={`footer-${column.id}`}
                variant="subtitle2"
                component="h2"
                sx={{ fontWeight: 700, mb: 1.5 }}
              >
                <FormattedMessage id={`footer.column.${column.id}`} />
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      component={RouterLink}
                      to={link.to}
                      color="text.secondary"
                      underline="hover"
                      variant="body2"
                    >
                      <FormattedMessage id={link.labelId} />
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
        <Box component="hr" sx={{ my: 3, border: 0, borderTop: 1, borderColor: 'divider' }} />
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
        </Typography>
      </Container>
    </Box>
  );
}
