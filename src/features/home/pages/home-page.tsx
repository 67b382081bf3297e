import { useEffect } from 'react';
import { recordPageView } from '@/lib/analytics';
import { CategoriesSection } from '../components/categories-section';
import { FeaturedShopsSection } from '../components/featured-shops-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { StatsSection } from '../components/stats-section';
import { TestimonialsSection } from '../components/testimonials-section';

/** / (public): hero with search, categories, featured shops, statistics, how it works + FAQ, testimonials. */
export function HomePage() {
  useEffect(() => {
    recordPageView('/', document.title);
  }, []);
  return (
    <>
      <HeroSection />
      <CategoriesSection />
      <FeaturedShopsSection />
      <StatsSection />
      <HowItWorksSection />
      <TestimonialsSection />
    </>
  );
}

export default HomePage;
