import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EmailRounded from '@mui/icons-material/EmailRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminShopSummary } from '@/domain/admin';
import { BUSINESS_TYPES } from '@/domain/shop';
import { formatInstantDate } from '@/domain/clock-format';

const STATUS_COLOR = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

export interface ShopReviewListProps {
  shops: readonly AdminShopSummary[];
  /** The shop whose approval is being sent (its buttons show progress; all are disabled). */
  busyId?: string | null;
  onApprove: (shop: AdminShopSummary) => void;
  onReject: (shop: AdminShopSummary) => void;
}

/** Shops in review: name, business type, owner contact, submitted date; Approve / Reject while pending. */
export function ShopReviewList({ shops, busyId = null, onApprove, onReject }: ShopReviewListProps) {
  const intl = useIntl();
  // the catalog's name of the type, never its id (`nail_salon`); a type the app does not know is named as such
  const typeLabel = (type: string) =>
    (BUSINESS_TYPES as readonly string[]).includes(type)
      ? intl.formatMessage({ id: `businessType.${type}` })
      : intl.formatMessage({ id: 'admin.shops.typeOther' });
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {shops.map((shop) => {
        const titleId = `admin-shop-${shop.id}`;
        const pending = shop.approvalStatus === 'pending';
        return (
          <li key={shop.id}>
            <Card variant="outlined" component="article" aria-labelledby={titleId}>
              <CardContent>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
                >
                  <Typography id={titleId} variant="h6" component="h3">
                    {shop.name}
                  </Typography>
                  <Stack direction="row" spacing={1}>
                    <Chip size="small" variant="outlined" label={typeLabel(shop.businessType)} />
                    <Chip
                      size="small"
                      color={STATUS_COLOR[shop.approvalStatus]}
                      label={intl.formatMessage({ id: `admin.shops.tab.${shop.approvalStatus}` })}
                    />
                  </Stack>
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  <FormattedMessage
                    id="admin.shops.submitted"
                    values={{
                      date: formatInstantDate(intl.locale, shop.createdAt),
                    }}
                  />
                </Typography>
                {shop.owner ? (
                  <Stack spacing={0.5}>
                    <Typography variant="body2">
                      <strong>
                        <FormattedMessage id="admin.shops.owner" />:
                      </strong>{' '}
                      {shop.owner.name}
                    </Typography>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
                      <Link
                        href={`mailto:${shop.owner.email}`}
                        variant="body2"
                        sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
                      >
                        <EmailRounded fontSize="inherit" aria-hidden="true" />
                        {shop.owner.email}
                      </Link>
                      {shop.owner.phone && (
                        <Link
                          href={`tel:${shop.owner.phone.replace(/\s/g, '')}`}
                          variant="body2"
                          sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
                        >
                          <PhoneRounded fontSize="inherit" aria-hidden="true" />
                          {shop.owner.phone}
                        </Link>
                      )}
                    </Stack>
                  </Stack>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    <FormattedMessage id="admin.shops.noOwner" />
                  </Typography>
                )}
                {shop.rejectionReason && (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    <FormattedMessage
                      id="admin.shops.reason"
                      values={{ reason: shop.rejectionReason }}
                    />
                  </Typography>
                )}
              </CardContent>
              {pending && (
                <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
                  <Button
                    variant="contained"
                    color="success"
                    startIcon={
                      busyId === shop.id ? (
                        <CircularProgress size={16} color="inherit" aria-hidden="true" />
                      ) : (
                        <CheckRounded />
                      )
                    }
                    onClick={() => onApprove(shop)}
                    disabled={busyId !== null}
                    aria-busy={busyId === shop.id || undefined}
                    aria-label={intl.formatMessage(
                      { id: 'admin.shops.approveNamed' },
                      { name: shop.name },
                    )}
                  >
                    <FormattedMessage id="admin.shops.approve" />
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    startIcon={<CloseRounded />}
                    onClick={() => onReject(shop)}
                    disabled={busyId !== null}
                    aria-label={intl.formatMessage(
                      { id: 'admin.shops.rejectNamed' },
                      { name: shop.name },
                    )}
                  >
                    <FormattedMessage id="admin.shops.reject" />
                  </Button>
                </CardActions>
              )}
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}
