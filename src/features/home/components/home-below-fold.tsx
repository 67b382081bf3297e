import { startTransition, useEffect, useState } from 'react';
import { FeaturedShopsSection } from './featured-shops-section';
import { HowItWorksSection } from './how-it-works-section';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';

const SECTIONS = [FeaturedShopsSection, StatsSection, HowItWorksSection, TestimonialsSection];

/**
 * The home sections under the hero and the categories: featured shops, statistics, how it works with the FAQ,
 * testimonials. Below the fold on first paint at every width, so home-page.tsx loads them as their own chunk
 * (shop cards, chips, skeletons, ratings, icons) beside the first paint rather than before it.
 *
 * They are added one per commit, each in a transition after the previous one is on screen: a commit inserts its
 * elements and their styles in one go, and all four at once were one task of about 30 ms here (over 100 ms on a
 * mid-range phone) in which a tap waited. Being below the fold, they move nothing on screen as they arrive.
 */
export default function HomeBelowFold() {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown < SECTIONS.length) startTransition(() => setShown(shown + 1));
  }, [shown]);
  return (
    <>
      {/* the list only grows, in a fixed order: a section's place is its identity */}
      {SECTIONS.slice(0, shown).map((Section, place) => (
        <Section key={place} />
      ))}
    </>
  );
}
