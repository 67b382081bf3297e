import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { ServicePicker, type PickableService } from '@design-system/components';
import { ServiceThumb } from '@design-system/components/ServicePicker/ServiceThumb';
import { useServicePickerLabels } from '@/lib/ui/booking-labels';
import { STORY_SERVICE_IMAGE } from '../features/search/details-fixtures';

const SERVICES: PickableService[] = [
  {
    id: 'cut',
    name: 'Women’s cut & blow-dry',
    description: 'Consultation, wash, cut and a finish of your choice.',
    duration: 45,
    price: 35,
    category: 'hair',
    bookable: true,
  },
  {
    id: 'colour',
    name: 'Balayage',
    description: 'Hand-painted highlights with toner.',
    duration: 150,
    price: 120,
    category: 'hair',
    bookable: true,
  },
  {
    id: 'treatment',
    name: 'Keratin treatment',
    description: '',
    duration: 90,
    price: 89.5,
    category: 'hair',
    bookable: true,
  },
];
const CONSULTATION: PickableService = {
  id: 'bridal',
  name: 'Bridal styling',
  description: 'Booked by phone after a trial session.',
  duration: 120,
  price: 180,
  category: 'hair',
  bookable: false,
};

interface HarnessProps {
  services: PickableService[];
  mode: 'multiple' | 'single';
  initial: string[];
  /** show the spec's single-mode message (the page shows it after a replacement) */
  notice?: boolean;
}

/** Keeps the choice so the cards toggle in the story; single mode replaces the choice like the page does. */
function Harness({ services, mode, initial, notice = false }: HarnessProps) {
  const [ids, setIds] = useState(initial);
  const intl = useIntl();
  const toggle = (id: string) =>
    setIds((current) =>
      current.includes(id)
        ? current.filter((x) => x !== id)
        : mode === 'single'
          ? [id]
          : [...current, id],
    );
  return (
    <Box sx={{ maxWidth: 560 }}>
      <ServicePicker
        services={services}
        selectedIds={ids}
        mode={mode}
        onToggle={toggle}
        notice={notice ? intl.formatMessage({ id: 'booking.singleNotice' }) : null}
        labels={useServicePickerLabels()}
      />
    </Box>
  );
}

/** Service selection on the booking page (spec 02 §2.4, §4): several by default, or one at a time. */
const meta = {
  title: 'Design System/ServicePicker',
  component: Harness,
  args: { services: SERVICES, mode: 'multiple', initial: [] },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MultipleSelected: Story = { args: { initial: ['cut', 'treatment'] } };
/** Single-select mode with the spec's message above the list. */
export const SingleWithNotice: Story = {
  args: {
    mode: 'single',
    initial: ['colour'],
    notice: true,
  },
};
/** A service that cannot be booked online is shown, but cannot be chosen. */
export const NotBookable: Story = { args: { services: [...SERVICES, CONSULTATION] } };
/** Services with an uploaded picture show it as a thumbnail (ServiceThumb); the others keep their text alone. */
export const WithPictures: Story = {
  args: { services: SERVICES.map((s, i) => (i === 0 ? { ...s, image: STORY_SERVICE_IMAGE } : s)) },
};
/** The thumbnail on its own (decorative: the service's name beside it says what it is). */
export const Thumbnail: Story = { render: () => <ServiceThumb image={STORY_SERVICE_IMAGE} /> };
