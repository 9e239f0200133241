import { HydrateLater } from '../../components/hydrate-later';
import { usePageTitle } from '../../lib/use-page-title';
import { Hero } from './hero';
import { Benefits, FinalCallToAction, HowItWorks, PopularServices, Testimonials } from './landing-sections';

/** The landing page (docs/product.md §1, §2). */
export function HomePage() {
  usePageTitle();
  return (
    <>
      <HydrateLater name="hero">
        <Hero />
      </HydrateLater>
      <HydrateLater name="how-it-works">
        <HowItWorks />
      </HydrateLater>
      <HydrateLater name="benefits">
        <Benefits />
      </HydrateLater>
      <HydrateLater name="popular-services">
        <PopularServices />
      </HydrateLater>
      <HydrateLater name="testimonials">
        <Testimonials />
      </HydrateLater>
      <HydrateLater name="final-call">
        <FinalCallToAction />
      </HydrateLater>
    </>
  );
}
