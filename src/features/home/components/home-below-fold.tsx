import { FeaturedShopsSection } from './featured-shops-section';
import { HowItWorksSection } from './how-it-works-section';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * The home sections under the hero and the categories: featured shops, statistics, how it works with the FAQ,
 * testimonials. Below the fold on first paint at every width, so home-page.tsx loads them as their own chunk
 * (shop cards, chips, skeletons, ratings, icons) beside the first paint rather than before it.
 */
export default function HomeBelowFold() {
  return (
    <>
      <FeaturedShopsSection />
      <StatsSection />
      <HowItWorksSection />
      <TestimonialsSection />
    </>
  );
}
