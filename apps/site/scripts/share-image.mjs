// The page's share image (og:image): the firm's name and mission line, drawn at build time with
// fonts from node_modules, so making it needs no network.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

const require = createRequire(import.meta.url);
const font = (file) => readFile(require.resolve(`@fontsource/${file}`));

const TEAL = '#134e4a';
const SUN = '#fbbf24';

/** A satori element: `type`, its style and its children. */
const h = (type, style, ...children) => ({ type, props: { style, children } });

/** The firm's mark (the header's `<svg>` markup) as an image `size` pixels wide. */
const mark = (svg, size) => ({
  type: 'img',
  props: {
    width: size,
    height: size,
    src: `data:image/svg+xml;utf8,${encodeURIComponent(svg.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"'))}`,
  },
});

/**
 * A PNG of `width` × `height` pixels: the mark and the firm's name, the mission line large, and
 * what the firm does underneath.
 */
export async function renderShareImage({ name, mission, services, logo, width, height }) {
  const [serif, sans] = await Promise.all([
    font('lora/files/lora-latin-700-normal.woff'),
    font('inter/files/inter-latin-600-normal.woff'),
  ]);
  // Padding inside the outer box: the outer box itself is sized without its padding.
  const card = h(
    'div',
    { width, height, display: 'flex' },
    h(
      'div',
      {
        flexGrow: 1,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        backgroundColor: TEAL,
        color: '#ffffff',
        fontFamily: 'Inter',
      },
      h(
        'div',
        { display: 'flex', alignItems: 'center', gap: 24, fontSize: 38, fontWeight: 600 },
        mark(logo, 84),
        h('div', { display: 'flex' }, name),
      ),
      h(
        'div',
        { display: 'flex', fontFamily: 'Lora', fontSize: 84, lineHeight: 1.1, maxWidth: 980 },
        mission,
      ),
      h(
        'div',
        { display: 'flex', alignItems: 'center', gap: 20, fontSize: 30, color: '#ccfbf1' },
        h('div', { display: 'flex', width: 56, height: 6, borderRadius: 3, backgroundColor: SUN }),
        h('div', { display: 'flex' }, services),
      ),
    ),
  );
  const svg = await satori(card, {
    width,
    height,
    fonts: [
      { name: 'Lora', data: serif, weight: 700, style: 'normal' },
      { name: 'Inter', data: sans, weight: 600, style: 'normal' },
    ],
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}
