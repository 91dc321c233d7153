import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './styles.css';

const container = document.getElementById('root') as HTMLElement;
const app = <App path={location.pathname} />;

// Built pages arrive prerendered and hydrate; the dev server's page is empty.
if (import.meta.env.DEV) createRoot(container).render(app);
else hydrateRoot(container, app);
