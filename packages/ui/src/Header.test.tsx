import type { Firm } from '@firm/contract/firm.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { enhance } from './enhance.ts';
import { Header } from './Header.tsx';

const firm: Firm = {
  name: 'Test Firm',
  phone: '(617) 555-0142',
  email: 'hello@example.com',
  address: { street: '1 Main St', locality: 'Boston', region: 'MA', postalCode: '02110' },
  founderBio: ['Bio.'],
};

describe('Header', () => {
  // The menu responds through the page's one listener, as on the built page.
  beforeAll(() => enhance(document));

  it('opens the menu with the five anchors, and closes it with Escape or a link', async () => {
    const user = userEvent.setup();
    render(<Header firm={firm} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('mobile-nav')?.hidden).toBe(true);

    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const nav = document.getElementById('mobile-nav') as HTMLElement;
    expect(nav.hidden).toBe(false);
    const labels = [...nav.querySelectorAll('a[href^="#"]')].map((a) => a.textContent);
    expect(labels).toEqual(['Home', 'Services', 'Four-Step Formula', 'Chat Now', 'Contact']);

    await user.tab();
    await user.keyboard('{Escape}');
    expect(nav.hidden).toBe(true);
    expect(document.activeElement).toBe(menu);

    await user.click(menu);
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(nav.hidden).toBe(true);

    await user.click(menu);
    await user.click(screen.getAllByRole('link', { name: 'Services' })[1] as HTMLElement);
    expect(nav.hidden).toBe(true);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    // Escape with the menu closed leaves the keyboard where it is.
    const services = screen.getAllByRole('link', { name: 'Services' })[0] as HTMLElement;
    services.focus();
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(services);
  });

  it('has a compact Call Now beside Menu for phones, and the full one from 640 px', () => {
    render(<Header firm={firm} />);
    const calls = screen.getAllByRole('link', { name: `Call Now, ${firm.phone}` });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.parentElement?.className).toContain('hidden sm:block');
    expect(calls[1]?.className).toContain('sm:hidden');
    // Beside Menu, and not repeated inside the menu.
    expect(calls[1]?.nextElementSibling).toBe(screen.getByRole('button', { name: 'Menu' }));
    expect(document.getElementById('mobile-nav')?.querySelector('a[href^="tel:"]')).toBeNull();
  });
});
