import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookingShopHeader, type BookingShopHeaderProps } from '@design-system/components';
import { useBookingShopHeaderLabels } from '@/lib/ui/booking-labels';
import { fullShop, shopWithoutProfile, sparseShop } from '../features/search/details-fixtures';

function LocalizedHeader(props: Omit<BookingShopHeaderProps, 'labels'>) {
  return <BookingShopHeader {...props} labels={useBookingShopHeaderLabels()} />;
}

/** The booking page's shop header (spec 02 §2.4): first photo, 3 thumbnails and '+N', rating, hours, features. */
const meta = {
  title: 'Design System/BookingShopHeader',
  component: LocalizedHeader,
  args: { shop: fullShop },
} satisfies Meta<typeof LocalizedHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Eight photos: the first, three thumbnails and "+4"; the logo beside the name. */
export const Default: Story = {};
/** No logo uploaded: the name alone. */
export const NoLogo: Story = { args: { shop: shopWithoutProfile } };
/** No photos: a placeholder takes the first photo's place. */
export const NoPhotos: Story = { args: { shop: { ...fullShop, photos: [] } } };
/** No reviews yet: 'N/A' instead of stars; no description. */
export const NoRating: Story = { args: { shop: sparseShop } };
