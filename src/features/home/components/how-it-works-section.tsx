import EventAvailable from '@mui/icons-material/EventAvailable';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Search from '@mui/icons-material/Search';
import Spa from '@mui/icons-material/Spa';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageSection } from '@design-system/components/PageSection/PageSection';

const STEPS = [
  { id: 'search', icon: <Search /> },
  { id: 'choose', icon: <EventAvailable /> },
  { id: 'enjoy', icon: <Spa /> },
] as const;

export const FAQ_IDS = ['cost', 'cancel', 'account', 'pay', 'business'] as const;

/**
 * How it works: three steps, then frequently asked questions as an accordion built on
 * <details>/<summary> (keyboard and screen-reader support come from the browser).
 */
export function HowItWorksSection() {
  const intl = useIntl();
  return (
    <PageSection
      id="home-how"
      title={intl.formatMessage({ id: 'home.how.title' })}
      subtitle={intl.formatMessage({ id: 'home.how.subtitle' })}
    >
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: 6,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {STEPS.map((step, i) => (
          <Card component="li" key={step.id} variant="outlined">
            <CardContent>
              <Avatar
                sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mb: 2 }}
                aria-hidden
              >
                {step.icon}
              </Avatar>
              <Typography variant="h6" component="h3" gutterBottom>
                <FormattedMessage id="home.how.stepNumber" values={{ n: i + 1 }} />{' '}
                <FormattedMessage id={`home.how.${step.id}.title`} />
              </Typography>
              <Typography color="text.secondary">
                <FormattedMessage id={`home.how.${step.id}.body`} />
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Typography variant="h5" component="h3" id="home-faq-title" gutterBottom>
        <FormattedMessage id="home.faq.title" />
      </Typography>
      <Box
        role="group"
        aria-labelledby="home-faq-title"
        sx={(theme) => ({
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '& details + details': { borderTop: 1, borderColor: 'divider' },
          '& summary': {
            listStyle: 'none',
            cursor: 'pointer',
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            px: 2,
            py: 1.75,
            fontWeight: 600,
            '&::-webkit-details-marker': { display: 'none' },
            '&:focus-visible': {
              outline: `2px solid ${theme.palette.primary.main}`,
              outlineOffset: -2,
            },
          },
          '& details[open] .faq-icon': { transform: 'rotate(180deg)' },
          '& .faq-icon': {
            ml: 'auto',
            transition: theme.transitions.create('transform', {
              duration: theme.transitions.duration.shorter,
            }),
          },
        })}
      >
        {FAQ_IDS.map((id) => (
          <details key={id}>
            <Typography component="summary" variant="body1">
              <FormattedMessage id={`home.faq.${id}.q`} />
              <ExpandMore className="faq-icon" aria-hidden />
            </Typography>
            <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
              <FormattedMessage id={`home.faq.${id}.a`} />
            </Typography>
          </details>
        ))}
      </Box>
    </PageSection>
  );
}
