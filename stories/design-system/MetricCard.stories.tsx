import type { Meta, StoryObj } from '@storybook/react-vite';
import EuroRounded from '@mui/icons-material/EuroRounded';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { ChangeChip, MetricCard } from '@design-system/components';

/** Texts come from the overview's catalog entries, so the card reads right in both languages. */
function LocalizedMetricCard({
  loading = false,
  withChange = false,
  withDetail = false,
}: {
  loading?: boolean;
  withChange?: boolean;
  withDetail?: boolean;
}) {
  const intl = useIntl();
  return (
    <Box sx={{ maxWidth: 260 }}>
      <MetricCard
        label={intl.formatMessage({ id: 'shopOps.overview.metric.weeklyRevenue' })}
        value={intl.formatNumber(1234.5, { style: 'currency', currency: 'EUR' })}
        icon={<EuroRounded />}
        loading={loading}
        detail={
          withDetail
            ? intl.formatMessage({ id: 'shopOps.overview.metric.reviewCount' }, { count: 23 })
            : undefined
        }
        change={
          withChange ? (
            <ChangeChip
              direction="up"
              label={intl.formatMessage({ id: 'shopOps.overview.change.up' }, { percent: 12.5 })}
            />
          ) : undefined
        }
      />
    </Box>
  );
}

const meta = {
  title: 'Design System/MetricCard',
  component: LocalizedMetricCard,
} satisfies Meta<typeof LocalizedMetricCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDetail: Story = { args: { withDetail: true } };
export const WithChange: Story = { args: { withChange: true } };
export const Loading: Story = { args: { loading: true } };
