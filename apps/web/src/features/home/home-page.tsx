import { usePageTitle } from '../../lib/use-page-title';
import { Hero } from './hero';
import { Benefits, FinalCallToAction, HowItWorks, PopularServices, Testimonials } from './landing-sections';

/** The landing page (docs/product.md §1, §2). */
export function HomePage() {
  usePageTitle();
  return (
    <>
      <Hero />
      <HowItWorks />
      <Benefits />
      <PopularServices />
      <Testimonials />
      <FinalCallToAction />
    </>
  );
}
