import { lazy, Suspense, useEffect } from 'react';
import { recordPageView } from '@/lib/analytics';
import { CategoriesSection } from '../components/categories-section';
import { HeroSection } from '../components/hero-section';

/**
 * Requested as soon as this module runs, so it downloads while the hero renders; it paints under the
 * categories, never above what is already on screen (no layout shift), and the footer stays below the
 * fold meanwhile (the main area is a viewport tall).
 */
const loadBelowFold = () => import('../components/home-below-fold');
const belowFold = loadBelowFold();
const HomeBelowFold = lazy(() => belowFold.catch(loadBelowFold));

/** / (public): hero with search, categories, featured shops, statistics, how it works + FAQ, testimonials. */
export function HomePage() {
  useEffect(() => {
    recordPageView('/', document.title);
  }, []);
  return (
    <>
      <HeroSection />
      <CategoriesSection />
      <Suspense fallback={null}>
        <HomeBelowFold />
      </Suspense>
    </>
  );
}

export default HomePage;
