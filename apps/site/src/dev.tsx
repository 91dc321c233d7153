// The dev server's page: the whole page rendered in the browser, with the page script's behaviours.
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './page.ts';

createRoot(document.getElementById('root') as HTMLElement).render(<App path={location.pathname} />);
