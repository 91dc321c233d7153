import { Notice } from './Notice.tsx';

/** The not-found page; the page script logs the path asked for (see `page.ts`). */
export function NotFound() {
  return <Notice heading="404" text="Oops! Page not found" />;
}
