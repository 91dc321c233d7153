import { expect, it, vi } from 'vitest';

// The panel chunk (React, the conversation, the transport): counts the times it is loaded.
const panel = vi.hoisted(() => ({ loads: 0, renders: 0 }));
vi.mock('./panel.tsx', () => {
  panel.loads++;
  return {
    mount: () => ({
      render: () => {
        panel.renders++;
      },
      focus: () => {},
    }),
  };
});

it('the loader makes no request and loads no chunk before the visitor opens the chat', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const head = document.head.innerHTML;

  await import('./firm-chat.ts');
  document.body.innerHTML = `<firm-chat supabase-url="https://project.supabase.co"
    anon-key="public-anon-key" phone="(617) 555-0142"></firm-chat>`;
  const element = document.querySelector('firm-chat') as HTMLElement;
  const launcher = element.shadowRoot?.querySelector('button[aria-expanded]') as HTMLElement;
  expect(launcher.hidden).toBe(false);
  await vi.dynamicImportSettled();

  expect(panel.loads).toBe(0);
  expect(fetch).not.toHaveBeenCalled();
  expect(document.head.innerHTML).toBe(head);

  launcher.click();
  await vi.waitFor(() => expect(panel.renders).toBe(1));
  expect(panel.loads).toBe(1);
  expect(fetch).not.toHaveBeenCalled(); // opening asks the function nothing
  expect(document.head.innerHTML).toBe(head);
});
