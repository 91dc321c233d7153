import type { ReactNode } from 'react';
import { CallNow } from './CallNow.tsx';
import type { FormulaStep, ReassuranceItem, ServiceItem } from './content.ts';
import { Icon } from './icons.tsx';
import { button, sectionHeading } from './styles.ts';

interface SectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled page section with an in-page anchor. */
export function Section({ id, title, intro, className = 'bg-white', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-24 ${className}`}>
      <div className="mx-auto max-w-6xl px-5 py-16 md:px-8 md:py-24">
        <h2 id={`${id}-title`} className={sectionHeading}>
          {title}
        </h2>
        {intro && <p className="mt-4 max-w-2xl text-xl leading-relaxed text-slate-700">{intro}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** The six reassurance cards. */
export function Reassurance({ items }: { items: readonly ReassuranceItem[] }) {
  return (
    <Section
      id="reassurance"
      title="Peace of mind, built in"
      intro="What you can expect from us at every stage of retirement."
      className="bg-stone-50"
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.title}
            className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-800">
              <Icon name={item.icon} />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** #services: the five services, each with an icon and an illustration. */
export function Services({ items }: { items: readonly ServiceItem[] }) {
  return (
    <Section
      id="services"
      title="Our services"
      intro="One independent team for the money questions that matter most in retirement."
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.title}
            className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <img
              src={item.image}
              alt={item.imageAlt}
              width={320}
              height={200}
              loading="lazy"
              decoding="async"
              className="aspect-[8/5] h-auto w-full bg-teal-50 object-cover"
            />
            <div className="p-6">
              <h3 className="flex items-center gap-3 text-xl font-semibold text-slate-900">
                <Icon name={item.icon} className="size-7 shrink-0 text-teal-800" />
                {item.title}
              </h3>
              <p className="mt-3 leading-relaxed text-slate-700">{item.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** #formula: the four numbered steps. */
export function Formula({ steps }: { steps: readonly FormulaStep[] }) {
  return (
    <Section
      id="formula"
      title="Our Four-Step Formula"
      intro="A simple, unhurried process. You decide the pace, and nothing happens without your say."
      className="bg-teal-50"
    >
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-full bg-teal-800 font-serif text-2xl font-semibold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-slate-700">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** #contact: the call to action. */
export function Contact({ phone }: { phone: string }) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-24 bg-teal-900">
      <div className="mx-auto max-w-4xl px-5 py-16 text-center md:px-8 md:py-20">
        <h2 id="contact-title" className="font-serif text-3xl font-semibold text-white md:text-4xl">
          Talk with someone who listens
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-xl leading-relaxed text-teal-50">
          Your first conversation is free and comes with no obligation. Call us, or ask the
          assistant a quick question first.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <CallNow phone={phone} variant="inverse" />
          <a href="#chat" className={button.inverseOutline}>
            <Icon name="chat" className="size-5" />
            Chat Now
          </a>
        </div>
      </div>
    </section>
  );
}

/** #founder: the founder's biography (name and portrait omitted). */
export function Founder({ bio }: { bio: readonly string[] }) {
  return (
    <Section id="founder" title="Meet our founder" className="bg-stone-50">
      <div className="max-w-3xl space-y-5 text-xl leading-relaxed text-slate-700">
        {bio.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
