import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { RatingStars, type RatingStarsProps } from '@design-system/components';
import { useT } from './support/labels';

function LocalizedRatingStars(
  props: Omit<RatingStarsProps, 'label' | 'caption'> & { reviews?: number },
) {
  const t = useT();
  const intl = useIntl();
  const { reviews, ...rest } = props;
  const rating = intl.formatNumber(props.value, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <RatingStars
      {...rest}
      label={t('shopCard.rating', { rating })}
      caption={reviews !== undefined ? `(${t('shopCard.reviews', { count: reviews })})` : undefined}
    />
  );
}

const meta = {
  title: 'Design System/RatingStars',
  component: LocalizedRatingStars,
  args: { value: 4.8, reviews: 214 },
} satisfies Meta<typeof LocalizedRatingStars>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HalfStar: Story = { args: { value: 3.5, reviews: 12 } };
export const Compact: Story = { args: { compact: true } };
export const Medium: Story = { args: { size: 'medium', reviews: 1 } };
