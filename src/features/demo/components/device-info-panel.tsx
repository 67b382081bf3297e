import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MOBILE_BREAKPOINT_PX } from '@/domain/constants';
import { useDeviceInfo } from '../use-device-info';

function Group({ titleId, rows }: { titleId: string; rows: [string, ReactNode][] }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={`device-${titleId}`}>
      <CardContent>
        <Typography
          id={`device-${titleId}`}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 700 }}
          gutterBottom
        >
          <FormattedMessage id={`demo.device.${titleId}`} />
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                <FormattedMessage id={`demo.device.${label}`} />
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Device, preference and network information (online, connection type, save-data). */
export function DeviceInfoPanel() {
  const intl = useIntl();
  const info = useDeviceInfo();
  const yesNo = (value: boolean) =>
    intl.formatMessage({ id: value ? 'demo.device.yes' : 'demo.device.no' });
  const unknown = intl.formatMessage({ id: 'demo.device.unknown' });
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}
    >
      <Group
        titleId="device"
        rows={[
          ['viewport', `${info.width} × ${info.height}`],
          [
            'layout',
            intl.formatMessage({
              id: info.width < MOBILE_BREAKPOINT_PX ? 'demo.device.mobile' : 'demo.device.desktop',
            }),
          ],
          ['pixelRatio', intl.formatNumber(info.pixelRatio, { maximumFractionDigits: 2 })],
          ['orientation', intl.formatMessage({ id: `demo.device.${info.orientation}` })],
          ['touch', yesNo(info.touch)],
          ['coarsePointer', yesNo(info.coarsePointer)],
        ]}
      />
      <Group
        titleId="preferences"
        rows={[
          [
            'colorScheme',
            intl.formatMessage({ id: info.prefersDark ? 'demo.device.dark' : 'demo.device.light' }),
          ],
          ['reducedMotion', yesNo(info.prefersReducedMotion)],
          ['moreContrast', yesNo(info.prefersMoreContrast)],
        ]}
      />
      <Group
        titleId="network"
        rows={[
          [
            'online',
            intl.formatMessage({
              id: info.online ? 'demo.device.status.online' : 'demo.device.status.offline',
            }),
          ],
          ['connection', info.connectionType ?? unknown],
          ['saveData', info.saveData === null ? unknown : yesNo(info.saveData)],
        ]}
      />
    </Box>
  );
}
