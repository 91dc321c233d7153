import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The panel chunk: records what the loader asks of it.
const loads = vi.hoisted(() => ({ configs: [] as unknown[], focused: 0 }));
vi.mock('./panel.tsx', () => {
  return {
    mount: (_root: ShadowRoot, container: HTMLElement) => ({
      render(config: unknown) {
        loads.configs.push(config);
        container.innerHTML = '<textarea aria-label="Your question"></textarea>';
      },
      focus() {
        loads.focused++;
        container.querySelector('textarea')?.focus();
      },
    }),
  };
});

const ATTRIBUTES = {
  'supabase-url': 'https://project.supabase.co',
  'anon-key': 'public-anon-key',
  phone: '(617) 555-0142',
};

function place(attributes: Record<string, string> = ATTRIBUTES) {
  const element = document.createElement('firm-chat');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const root = element.shadowRoot as ShadowRoot;
  const launcher = root.querySelector('button[aria-controls]') as HTMLButtonElement;
  const dialog = root.querySelector('[role="dialog"]') as HTMLElement;
  return { element, root, launcher, dialog };
}

const settle = () => vi.waitFor(() => expect(loads.configs.length).toBeGreaterThan(0));

beforeEach(async () => {
  loads.configs = [];
  loads.focused = 0;
  await import('./firm-chat.ts');
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<firm-chat>', () => {
  it('opens as a labelled dialog, moves focus in, and Escape closes it back to the launcher', async () => {
    const { element, root, launcher, dialog } = place({ ...ATTRIBUTES, title: 'Ask us' });
    launcher.focus();
    launcher.click();
    expect(element.hasAttribute('open')).toBe(true);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.hidden).toBe(false);
    const heading = root.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(heading?.textContent).toBe('Ask us');
    await vi.waitFor(() => expect(root.activeElement?.tagName).toBe('TEXTAREA'));

    root.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    expect(element.hasAttribute('open')).toBe(false);
    expect(dialog.hidden).toBe(true);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(root.activeElement).toBe(launcher);
  });

  it('follows its attributes at run time', async () => {
    const { element, root, launcher } = place();
    expect(root.querySelector('h2')?.textContent).toBe('Chat With Your Financial Guide');
    element.setAttribute('title', 'Questions about retiring?');
    expect(root.querySelector('h2')?.textContent).toBe('Questions about retiring?');
    element.setAttribute('firm-name', 'Long Wharf Retirement Partners');
    expect(root.querySelector('.firm')?.textContent).toBe('Long Wharf Retirement Partners');

    element.setAttribute('open', '');
    await settle();
    expect(loads.configs.at(-1)).toEqual({
      supabaseUrl: ATTRIBUTES['supabase-url'],
      anonKey: ATTRIBUTES['anon-key'],
      phone: ATTRIBUTES.phone,
    });
    element.setAttribute('phone', '(617) 555-0199');
    await vi.waitFor(() => expect(loads.configs.at(-1)).toMatchObject({ phone: '(617) 555-0199' }));
    element.removeAttribute('open');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
  });

  it('says which attributes are missing and shows no launcher until they are set', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { element, launcher } = place({ phone: '(617) 555-0142' });
    expect(error).toHaveBeenCalledWith('<firm-chat> needs the attribute(s) supabase-url, anon-key');
    expect(launcher.hidden).toBe(true);
    element.setAttribute('supabase-url', ATTRIBUTES['supabase-url']);
    element.setAttribute('anon-key', ATTRIBUTES['anon-key']);
    expect(launcher.hidden).toBe(false);
  });

  it('does not take focus when the page starts with it open', async () => {
    const { root, dialog } = place({ ...ATTRIBUTES, open: '' });
    expect(dialog.hidden).toBe(false);
    await settle();
    expect(root.activeElement).toBeNull();
    expect(loads.focused).toBe(0);
  });
});
