import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoriesSection } from '@/features/home/components/categories-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { HowItWorksSection } from '@/features/home/components/how-it-works-section';
import { StatsSection } from '@/features/home/components/stats-section';
import { TestimonialsSection } from '@/features/home/components/testimonials-section';
import { withStoryShell } from '../support/story-shell';

/** The static sections of the home page (src/features/home/components). */
const meta = {
  title: 'Features/Home/Sections',
  decorators: [withStoryShell],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** Hero with the search widget; submitting goes to /search with category, service, location and filters. */
export const Hero: Story = { render: () => <HeroSection /> };

/** Category cards → /search?category={id}. */
export const Categories: Story = { render: () => <CategoriesSection /> };

/** Fixed marketing figures (1000+ shops). */
export const Statistics: Story = { render: () => <StatsSection /> };

/** Three steps and the FAQ (native disclosure widgets). */
export const HowItWorks: Story = { render: () => <HowItWorksSection /> };

export const Testimonials: Story = { render: () => <TestimonialsSection /> };
