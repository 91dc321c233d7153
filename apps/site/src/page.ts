/**
 * The page script: inlined at the top of each built page (allowed by its hash in the page's
 * Content-Security-Policy), so it runs before anything can be tapped, with no request of its own.
 * The prerender writes what else it does in its `data-` attributes:
 *
 * - always: Call Now and the header's menu respond (`enhance`);
 * - `data-modules`: the application script (the chat's island) and the modules it imports, loaded
 *   once the page has loaded and painted, so they never compete with what the visitor reads;
 * - `data-prefetch`: the chunks the chat loads later (the Supabase client, the conversation and
 *   answer views…), fetched into the cache when the chat comes within a screen of the viewport;
 * - `data-not-found`: this is the not-found page; the path asked for is logged.
 *
 * Until the chat's island has hydrated, what the visitor does in it is kept: the text typed stays
 * in its box, and Enter, Ask or a suggestion is marked `data-replay` for the island to do again.
 */
import { enhance } from '@firm/ui/enhance';

enhance(document);

const data = document.currentScript?.dataset ?? {};
const list = (value: string | undefined) => value?.split(' ').filter(Boolean) ?? [];

if (data.notFound !== undefined) {
  console.error('404 Error: User attempted to access non-existent route:', location.pathname);
}

const append = (tag: string, attributes: Record<string, string>) => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
};

const loaded = new Promise((resolve) => {
  if (document.readyState === 'complete') resolve(undefined);
  else addEventListener('load', resolve, { once: true });
});

/** Once the first content is on screen (every browser that runs the es2022 bundle reports it). */
const painted = new Promise((resolve) => {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    resolve(undefined);
  }).observe({ type: 'paint', buffered: true });
});

Promise.all([loaded, painted]).then(() => {
  const [entry, ...imports] = list(data.modules);
  for (const href of imports) append('link', { rel: 'modulepreload', href });
  if (entry) append('script', { type: 'module', src: entry });

  const prefetch = list(data.prefetch);
  const chat = document.getElementById('chat');
  if (!chat || !prefetch.length) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      for (const href of prefetch) append('link', { rel: 'prefetch', href, crossorigin: '' });
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(chat);
});

/** The chat's island while it is still static HTML, if `target` is inside it. */
const waiting = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[data-island]:not([data-hydrated])');

const replay = (element: Element | null) => {
  if (!element) return;
  for (const marked of document.querySelectorAll('[data-replay]')) {
    marked.removeAttribute('data-replay');
  }
  element.setAttribute('data-replay', '');
};

addEventListener('keydown', (event) => {
  const box = event.target;
  if (event.key !== 'Enter' || event.shiftKey || event.isComposing || !waiting(box)) return;
  if (!(box instanceof HTMLTextAreaElement)) return;
  event.preventDefault();
  if (box.value.trim()) replay(box.form);
});
addEventListener('input', (event) => {
  const box = event.target;
  if (!waiting(box) || !(box instanceof HTMLTextAreaElement)) return;
  const submit = box.form?.querySelector<HTMLButtonElement>('[type=submit]');
  if (submit) submit.disabled = !box.value.trim();
});
addEventListener('submit', (event) => {
  if (!waiting(event.target)) return;
  event.preventDefault();
  replay(event.target as HTMLFormElement);
});
addEventListener('click', (event) => {
  if (waiting(event.target)) replay((event.target as Element).closest('button[type=button]'));
});
