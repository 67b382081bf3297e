import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export interface PageShellLink {
  to: string;
  /** message id of the link text */
  labelId: string;
  /** message id of a one-line explanation */
  descriptionId?: string;
}

export interface PageShellProps {
  titleId: string;
  introId: string;
  /** values for the title / intro messages */
  values?: Record<string, ReactNode>;
  /** small label above the title */
  eyebrowId?: string;
  children?: ReactNode;
  /** "Where to next" links */
  links?: PageShellLink[];
  maxWidth?: 'sm' | 'md' | 'lg';
}

/** The frame of a page: one h1, an intro, the page's own content and links onward. */
export function PageShell({
  titleId,
  introId,
  values,
  eyebrowId,
  children,
  links,
  maxWidth = 'md',
}: PageShellProps) {
  const intl = useIntl();
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={3}>
        <Box>
          {eyebrowId && (
            <Typography variant="overline" color="primary" component="p">
              <FormattedMessage id={eyebrowId} />
            </Typography>
          )}
          <Typography
            variant="h3"
            component="h1"
            gutterBottom
            sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}
          >
            <FormattedMessage id={titleId} values={values} />
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
            <FormattedMessage id={introId} values={values} />
          </Typography>
        </Box>
        {children}
        {links && links.length > 0 && (
          <Box component="nav" aria-label={intl.formatMessage({ id: 'pages.nextSteps' })}>
            <Typography variant="h6" component="h2" gutterBottom>
              <FormattedMessage id="pages.nextSteps" />
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {links.map((link) => (
                <li key={link.to + link.labelId}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea component={RouterLink} to={link.to} sx={{ height: '100%' }}>
                      <CardContent>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <Typography
                            variant="subtitle1"
                            component="span"
                            sx={{ fontWeight: 600, flex: 1 }}
                          >
                            <FormattedMessage id={link.labelId} />
                          </Typography>
                          <ArrowForward fontSize="small" aria-hidden />
                        </Stack>
                        {link.descriptionId && (
                          <Typography variant="body2" color="text.secondary">
                            <FormattedMessage id={link.descriptionId} />
                          </Typography>
                        )}
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
