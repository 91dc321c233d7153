import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Fallback } from './Fallback.tsx';

describe('Fallback', () => {
  it('shows its fallback when a lazily loaded part fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() => Promise.reject(new Error('chunk failed')));
    render(
      <Fallback fallback={<p>plain text</p>}>
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>
      </Fallback>,
    );
    expect(await screen.findByText('plain text')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
