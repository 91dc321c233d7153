import { useEffect } from 'react';
import { Notice } from './Notice.tsx';

export function NotFound({ path }: { path: string }) {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', path);
  }, [path]);
  return <Notice heading="404" text="Oops! Page not found" />;
}
