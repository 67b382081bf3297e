import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { ChangeChip, type ChangeDirection } from '@design-system/components';

function LocalizedChangeChip({
  direction,
  downIsGood = false,
}: {
  direction: ChangeDirection;
  downIsGood?: boolean;
}) {
  const intl = useIntl();
  const label =
    direction === 'flat'
      ? intl.formatMessage({ id: 'shopOps.overview.change.flat' })
      : intl.formatMessage({ id: `shopOps.overview.change.${direction}` }, { percent: 8 });
  return <ChangeChip direction={direction} label={label} downIsGood={downIsGood} />;
}

const meta = {
  title: 'Design System/ChangeChip',
  component: LocalizedChangeChip,
  args: { direction: 'up' },
  argTypes: { direction: { control: 'inline-radio', options: ['up', 'down', 'flat'] } },
} satisfies Meta<typeof LocalizedChangeChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {};
export const Down: Story = { args: { direction: 'down' } };
export const Flat: Story = { args: { direction: 'flat' } };
/** A fall that is good news (fewer no-shows): the tone follows the meaning, the arrow the figure. */
export const DownIsGood: Story = { args: { direction: 'down', downIsGood: true } };
export const AllDirections: Story = {
  render: () => (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      {(['up', 'down', 'flat'] as const).map((direction) => (
        <LocalizedChangeChip key={direction} direction={direction} />
      ))}
    </Stack>
  ),
};
