import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Markdown from './Markdown.tsx';

describe('Markdown', () => {
  it('renders formatting, keeps allowed links safe and turns others into text', () => {
    const { container } = render(
      <Markdown>
        {
          '**Tip:** see [IRS](https://www.irs.gov/ira) or [this](https://evil.example/) or call [us](tel:+16175550142).'
        }
      </Markdown>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Tip:');
    const irs = screen.getByRole('link', { name: /IRS/ });
    expect(irs.getAttribute('target')).toBe('_blank');
    expect(irs.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'this' })).toBeNull();
    expect(screen.getByText('this').tagName).toBe('SPAN');
    expect(screen.getByRole('link', { name: 'us' }).getAttribute('href')).toBe('tel:+16175550142');
  });

  it('never renders raw HTML or images', () => {
    const { container } = render(
      <Markdown>
        {'<img src=x onerror="alert(1)"> <script>alert(1)</script> ![pic](https://irs.gov/a.png)'}
      </Markdown>,
    );
    expect(container.querySelector('img, script')).toBeNull();
  });
});
