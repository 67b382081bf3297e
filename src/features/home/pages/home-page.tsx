import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { CatalogSectionProvider } from '@/i18n';
import { recordPageView } from '@/lib/analytics';
import { WithQueryClient } from '@/lib/query-layer';
import { CategoriesSection } from '../components/categories-section';
import { HeroSection } from '../components/hero-section';

const HomeBelowFold = lazy(() => import('../components/home-below-fold'));

/**
 * True once the hero and categories have painted. The lower sections' code is requested only then: fetched
 * earlier, it shares the phone's bandwidth and main thread with what the first paint needs (Lighthouse put the
 * hero title 0.3 s later when it was requested with the page).
 */
function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // in a transition: the lower sections are rendered in short slices (at once, they were one task of some
    // 40 ms here, about 150 ms on a mid-range phone, in which a tap waited)
    const afterPaint = () => {
      timer = setTimeout(() => startTransition(() => setDone(true)), 0);
    };
    // A frame callback runs just before the next paint; the timeout it starts runs after that paint.
    if (typeof requestAnimationFrame !== 'function') {
      afterPaint();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(afterPaint);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return done;
}

/** / (public): hero with search, categories, featured shops, statistics, how it works + FAQ, testimonials. */
export function HomePage() {
  const painted = useFirstPaintDone();
  useEffect(() => {
    recordPageView('/', document.title);
  }, []);
  return (
    <>
      <HeroSection />
      <CategoriesSection />
      {/* Below the fold at every width: it paints under the categories, never above what is on screen (no
          layout shift), and the footer stays below the fold meanwhile (the main area is a viewport tall). */}
      {painted && (
        <Suspense fallback={null}>
          {/* Their copy and the data layer (featured shops come from the API) load beside their code. */}
          <CatalogSectionProvider section="below-fold">
            <WithQueryClient>
              <HomeBelowFold />
            </WithQueryClient>
          </CatalogSectionProvider>
        </Suspense>
      )}
    </>
  );
}

export default HomePage;
