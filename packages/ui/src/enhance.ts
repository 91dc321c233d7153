/**
 * What the page's static markup does when tapped, in plain DOM with no React and no imports, so
 * it works from the first paint (a page inlines it ahead of its content, before any other script):
 *
 * - `CallNow` (`a[data-call-now]`): under `MOBILE_BREAKPOINT` the first tap shows the number
 *   (it sets `data-revealed`, which the button's styles read) and the second one dials; wider
 *   screens dial at once.
 * - The header's menu (`button[data-menu]`, with `aria-controls` and `aria-expanded`): a tap
 *   opens or closes it; Escape closes it and puts the keyboard back on the button; following one
 *   of its links closes it.
 *
 * Published alone as `@firm/ui/enhance`.
 */

/**
 * Under this width (phones, where the layout also changes) the first tap on Call Now reveals the
 * number and the second dials; wider screens dial at once.
 */
export const MOBILE_BREAKPOINT = 768;

const NARROW = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

const setOpen = (toggle: Element, open: boolean) => {
  toggle.setAttribute('aria-expanded', String(open));
  const panel = toggle.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (panel) panel.hidden = !open;
};

const openMenus = (doc: Document) =>
  doc.querySelectorAll('button[data-menu][aria-expanded="true"]');

/** Makes Call Now and the header's menu respond; call once per document. */
export function enhance(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const call = target.closest('a[data-call-now]');
    if (call) {
      if (!call.hasAttribute('data-revealed') && doc.defaultView?.matchMedia(NARROW).matches) {
        event.preventDefault();
        call.setAttribute('data-revealed', '');
      }
      return;
    }
    const toggle = target.closest('button[data-menu]');
    if (toggle) {
      setOpen(toggle, toggle.getAttribute('aria-expanded') !== 'true');
      return;
    }
    if (!target.closest('a')) return;
    for (const menu of openMenus(doc)) {
      if (doc.getElementById(menu.getAttribute('aria-controls') ?? '')?.contains(target)) {
        setOpen(menu, false);
      }
    }
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus(doc)) {
      setOpen(menu, false);
      (menu as HTMLElement).focus();
    }
  });
}
