const homeLink =
  'mt-8 inline-flex min-h-12 items-center rounded-full bg-teal-800 px-6 py-3 text-lg font-semibold text-white hover:bg-teal-900 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-slate-900';

/** A centred page with a heading, a line of text and a way home. */
export function Notice({ heading, text }: { heading: string; text: string }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-stone-50 px-6 text-center">
      <h1 className="font-serif text-5xl font-semibold text-slate-900">{heading}</h1>
      <p className="mt-4 text-xl text-slate-700">{text}</p>
      <a href="/" className={homeLink}>
        Return to Home
      </a>
    </main>
  );
}

/** The page shown instead of the whole page when rendering fails. */
export const failure = (
  <Notice heading="Unexpected Application Error!" text="Something went wrong on our side." />
);
