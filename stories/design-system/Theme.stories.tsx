import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from './support/labels';

const TOKENS = [
  'primary.main',
  'primary.dark',
  'secondary.main',
  'success.main',
  'warning.main',
  'error.main',
  'info.main',
  'background.default',
  'background.paper',
  'surface.muted',
  'surface.brandSoft',
  'text.primary',
  'text.secondary',
  'border.subtle',
  'border.strong',
  'accent.favorite',
  'accent.rating',
] as const;

/** The active scheme's semantic tokens (CSS variables), for checking every theme from the toolbar. */
function Palette() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
      }}
    >
      {TOKENS.map((token) => (
        <Box
          key={token}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ height: 56, bgcolor: `var(--mui-palette-${token.replace('.', '-')})` }} />
          <Typography variant="caption" component="p" sx={{ p: 1, fontFamily: 'monospace' }}>
            {token}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Sampler() {
  const t = useT();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h2" component="h1">
        {t('category.sectionTitle')}
      </Typography>
      <Typography variant="body1" color="text.secondary">
        {t('category.sectionSubtitle')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained">{t('shopCard.book')}</Button>
        <Button variant="outlined">{t('shopCard.details')}</Button>
        <Button variant="text">{t('common.viewAll')}</Button>
        <Button variant="contained" color="secondary">
          {t('searchWidget.find')}
        </Button>
        <Button variant="contained" disabled>
          {t('searchWidget.clear')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label={t('searchWidget.filter.openNow')} color="primary" />
        <Chip label={t('searchWidget.filter.topRated')} variant="outlined" />
        <Chip label={t('feature.wifi')} />
      </Stack>
      <TextField
        label={t('searchWidget.locationLabel')}
        placeholder={t('searchWidget.locationPlaceholder')}
      />
    </Stack>
  );
}

const meta = {
  title: 'Design System/Theme',
  component: Palette,
} satisfies Meta<typeof Palette>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Components: Story = { render: () => <Sampler /> };
