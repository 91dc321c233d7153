import { CallNow } from './CallNow.tsx';
import { MISSION_LINE } from './content.ts';
import { Icon } from './icons.tsx';
import { button } from './styles.ts';

/** #home: the mission line and the two ways to get help. */
export interface HeroProps {
  phone: string;
  /** URL of a decorative 480 × 360 illustration. */
  illustration: string;
  region?: string;
}

export function Hero({ phone, illustration, region = 'Boston area' }: HeroProps) {
  return (
    <section id="home" aria-labelledby="home-title" className="scroll-mt-24 bg-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 py-14 md:grid-cols-[1.15fr_1fr] md:px-8 md:py-24">
        <div>
          <p className="mb-4 font-semibold tracking-wide text-teal-800 uppercase">
            Retirement income · Tax · Insurance · {region}
          </p>
          <h1
            id="home-title"
            className="font-serif text-4xl leading-tight font-semibold text-balance text-slate-900 md:text-6xl"
          >
            {MISSION_LINE}
          </h1>
          <p className="mt-6 max-w-prose text-xl leading-relaxed text-slate-700">
            Clear, independent guidance on turning your savings into income that lasts, claiming
            Social Security at the right time, paying less tax and protecting the people you love.
          </p>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row">
            <CallNow phone={phone} />
            <a href="#chat" className={button.secondary}>
              <Icon name="chat" className="size-5" />
              Get Expert Answers Now
            </a>
          </div>
        </div>
        <div className="flex justify-center">
          <img
            src={illustration}
            alt=""
            width={480}
            height={360}
            className="h-auto w-full max-w-md rounded-4xl"
          />
        </div>
      </div>
    </section>
  );
}
