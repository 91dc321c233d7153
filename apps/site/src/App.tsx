import { Fallback } from '@firm/ui';
import { Home, type HomeProps } from './Home.tsx';
import { NotFound } from './NotFound.tsx';
import { failure } from './Notice.tsx';

export const isHome = (path: string): boolean => path === '/' || path === '/index.html';

/** The two routes: `/` and everything else. Any rendering failure shows the fallback page. */
export function App({ path, ...home }: { path: string } & HomeProps) {
  return <Fallback fallback={failure}>{isHome(path) ? <Home {...home} /> : <NotFound />}</Fallback>;
}
