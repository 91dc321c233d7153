import { Fallback } from '@firm/ui';
import { Home } from './Home.tsx';
import { NotFound } from './NotFound.tsx';
import { Notice } from './Notice.tsx';

export const isHome = (path: string): boolean => path === '/' || path === '/index.html';

const failure = (
  <Notice heading="Unexpected Application Error!" text="Something went wrong on our side." />
);

/** The two routes: `/` and everything else. Any rendering failure shows the fallback page. */
export function App({ path }: { path: string }) {
  return (
    <Fallback fallback={failure}>{isHome(path) ? <Home /> : <NotFound path={path} />}</Fallback>
  );
}
