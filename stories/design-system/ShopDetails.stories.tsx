import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { RatingDistribution, ShopDetails, type ShopDetailsProps } from '@design-system/components';
import { ShopLogo } from '@design-system/components/ShopDetails/ShopLogo';
import { ShopProfileFacts } from '@design-system/components/ShopDetails/ShopProfileFacts';
import { useShopDetailsLabels } from '@/lib/ui/shop-details-labels';
import {
  STORY_LOGO,
  fullProfile,
  fullShop,
  servicesOf,
  shopWithoutProfile,
  sparseShop,
} from '../features/search/details-fixtures';

function LocalizedShopDetails(props: Omit<ShopDetailsProps, 'labels'>) {
  return <ShopDetails {...props} labels={useShopDetailsLabels()} />;
}

/** The details modal's body; its parts (ShopDetailsHeader, PhotoGallery, RatingDistribution) show in each story. */
const meta = {
  title: 'Design System/ShopDetails',
  component: LocalizedShopDetails,
  args: {
    shop: fullShop,
    services: servicesOf(fullShop),
    bookServiceHref: (id: string) => `/booking/${fullShop.id}?service=${id}`,
  },
} satisfies Meta<typeof LocalizedShopDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With the owner's whole profile ("Good to know": experience, specialties, languages, payment, links). */
export const Default: Story = {};
/** No profile written: that part is left out. */
export const WithoutProfile: Story = { args: { shop: shopWithoutProfile } };
export const ServicesLoading: Story = { args: { services: null } };
export const Sparse: Story = { args: { shop: sparseShop, services: [] } };

function DistributionOnly() {
  const labels = useShopDetailsLabels();
  return (
    <RatingDistribution
      distribution={{ 5: 60, 4: 25, 3: 10, 2: 3, 1: 2 }}
      labels={labels.distribution}
    />
  );
}
/** The review summary bars on their own. */
export const RatingBars: Story = { render: () => <DistributionOnly /> };

function ProfileParts() {
  const labels = useShopDetailsLabels();
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <ShopLogo src={STORY_LOGO} size={64} />
      <ShopProfileFacts profile={fullProfile} labels={labels.profile} />
    </Stack>
  );
}
/** The owner's logo and "Good to know" (ShopProfileFacts, a DetailsSection of DetailsRows) on their own. */
export const LogoAndProfileFacts: Story = { render: () => <ProfileParts /> };
