import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { CURRENCY, SERVICE_MENUS } from '@/domain/constants';
import {
  LOYALTY_EARN_RATES,
  LOYALTY_TIERS,
  REFERRAL_BONUS,
  REFERRAL_REWARD_TIERS,
} from '@/domain/loyalty';
import { PATHS, serviceSearchHref } from '@/domain/links';
import { STORAGE_KEY_LIST } from '@/lib/storage-keys';
import { SUPPORT_EMAIL } from '../content-pages';

/** The browser storage this app uses (cookies page). */
export function StorageTable() {
  return (
    <TableContainer component={Box} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 12 }}>
          <FormattedMessage id="pages.cookies.table.caption" />
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">
              <FormattedMessage id="pages.cookies.table.key" />
            </TableCell>
            <TableCell scope="col">
              <FormattedMessage id="pages.cookies.table.where" />
            </TableCell>
            <TableCell scope="col">
              <FormattedMessage id="pages.cookies.table.purpose" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {STORAGE_KEY_LIST.map((item) => (
            <TableRow key={item.key}>
              <TableCell component="th" scope="row">
                <code>{item.key}</code>
              </TableCell>
              <TableCell>
                <FormattedMessage id={`pages.cookies.storage.${item.storage}`} />
              </TableCell>
              <TableCell>
                <FormattedMessage id={`pages.cookies.purpose.${item.purpose}`} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const SERVICE_CATEGORY_ORDER = [
  'hairServices',
  'nailServices',
  'bodyServices',
  'faceServices',
] as const;

/** Service categories with their services and a search link each (services page). */
export function ServiceCategories() {
  const intl = useIntl();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {SERVICE_CATEGORY_ORDER.map((menu) => (
        <Card key={menu} variant="outlined" component="section" aria-labelledby={`svc-${menu}`}>
          <CardContent>
            <Typography id={`svc-${menu}`} variant="h6" component="h2" gutterBottom>
              <FormattedMessage id={`services.${menu}`} />
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              <FormattedMessage id={`pages.services.${menu}.body`} />
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, m: 0, mb: 1.5 }}>
              {SERVICE_MENUS[menu].map((service) => (
                <li key={service}>
                  <Link component={RouterLink} to={serviceSearchHref(menu, service)}>
                    {intl.formatMessage({ id: `services.${service}` })}
                  </Link>
                </li>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** Loyalty tiers and earn rates (loyalty page). */
export function LoyaltyTiers() {
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        <FormattedMessage id="pages.loyalty.tiersTitle" />
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
        }}
      >
        {LOYALTY_TIERS.map((tier) => (
          <Card component="li" key={tier.id} variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                <FormattedMessage id={`pages.loyalty.tier.${tier.id}`} />
              </Typography>
              <Typography color="text.secondary">
                <FormattedMessage id="pages.loyalty.fromPoints" values={{ points: tier.points }} />
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Typography variant="h6" component="h2">
        <FormattedMessage id="pages.loyalty.earnTitle" />
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0 }}>
        {LOYALTY_EARN_RATES.map((rate) => (
          <li key={rate.id}>
            <FormattedMessage
              id={`pages.loyalty.earn.${rate.id}`}
              values={{ points: rate.points }}
            />
          </li>
        ))}
      </Box>
    </Stack>
  );
}

/** Referral reward tiers and bonus (referral terms page). */
export function ReferralRewards() {
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        <FormattedMessage id="pages.referralTerms.tableTitle" />
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0 }}>
        {REFERRAL_REWARD_TIERS.map((tier) => (
          <li key={tier.id}>
            <FormattedMessage
              id={tier.to === null ? 'pages.referralTerms.tierOpen' : 'pages.referralTerms.tier'}
              values={{
                from: tier.from,
                to: tier.to ?? 0,
                amount: (
                  <FormattedNumber
                    value={tier.euro}
                    style="currency"
                    currency={CURRENCY}
                    maximumFractionDigits={0}
                  />
                ),
              }}
            />
          </li>
        ))}
      </Box>
      <Box component="ul" sx={{ pl: 3, m: 0 }}>
        {REFERRAL_BONUS.map((bonus) => (
          <li key={bonus.from}>
            <FormattedMessage
              id="pages.referralTerms.bonus"
              values={{ from: bonus.from, percent: bonus.percent }}
            />
          </li>
        ))}
      </Box>
    </Stack>
  );
}

/** Where to write (contact, report, feedback pages). */
export function ContactChannels({ subjectId }: { subjectId: string }) {
  const intl = useIntl();
  const subject = intl.formatMessage({ id: subjectId });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="pages.contactChannels.title" />
        </Typography>
        <Typography sx={{ mb: 2 }}>
          <FormattedMessage
            id="pages.contactChannels.body"
            values={{
              email: (
                <Link href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`}>
                  {SUPPORT_EMAIL}
                </Link>
              ),
            }}
          />
        </Typography>
        <Button
          variant="contained"
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`}
        >
          <FormattedMessage id="pages.contactChannels.write" />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          <FormattedMessage id="pages.contactChannels.shops" />{' '}
          <Link component={RouterLink} to={PATHS.search}>
            <FormattedMessage id="pages.links.search" />
          </Link>
        </Typography>
      </CardContent>
    </Card>
  );
}
