import {
  ChatSection,
  Contact,
  Footer,
  Formula,
  Founder,
  Header,
  Hero,
  Reassurance,
  Services,
} from '@firm/ui';
import { ChatIslandContainer } from './ChatIsland.tsx';
import { config } from './config.ts';
import { FORMULA, REASSURANCE, SERVICES } from './content.ts';

export interface HomeProps {
  /** The chat island's own markup, rendered apart from the page (on the server). */
  chatMarkup?: string;
}

export function Home({ chatMarkup }: HomeProps) {
  const { firm } = config;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-teal-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-3 focus:outline-slate-900"
      >
        Skip to main content
      </a>
      <Header firm={firm} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Hero phone={firm.phone} illustration="/images/hero.svg" />
        <Reassurance items={REASSURANCE} />
        <Services items={SERVICES} />
        <Formula steps={FORMULA} />
        <Contact phone={firm.phone} />
        <ChatSection>
          <ChatIslandContainer markup={chatMarkup} />
        </ChatSection>
        <Founder bio={firm.founderBio} />
      </main>
      <Footer firm={firm} year={__BUILD_YEAR__} />
    </>
  );
}
