import { HydrateLater } from '../../components/hydrate-later';
import { usePageTitle } from '../../lib/use-page-title';
import { Hero } from './hero';
import { Benefits, FinalCallToAction, HowItWorks, PopularServices, Testimonials } from './landing-sections';

/** The landing's sections in page order, each taken over in a task of its own (components/hydrate-later.tsx). */
const sections = [
  ['hero', Hero],
  ['how-it-works', HowItWorks],
  ['benefits', Benefits],
  ['popular-services', PopularServices],
  ['testimonials', Testimonials],
  ['final-call', FinalCallToAction],
] as const;

/** The landing page (docs/product.md §1, §2). */
export function HomePage() {
  usePageTitle();
  return (
    <>
      {sections.map(([name, Section]) => (
        <HydrateLater key={name} name={name}>
          <Section />
        </HydrateLater>
      ))}
    </>
  );
}
