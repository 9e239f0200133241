// The drawing pieces every generated picture shares (scripts/generate-images.mjs): the brand
// palette, lucide icons read from the package, and the small shapes of the Kenyan scenery.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// ---- Icons: lucide-react's own drawing data (24x24 viewBox, 2px strokes) ----

const lucideIcons = path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-react')), '../esm/icons');

/** The SVG elements of a lucide icon, read from the package's data so no icon is redrawn by hand. */
function iconElements(name) {
  const source = readFileSync(path.join(lucideIcons, `${name}.mjs`), 'utf8');
  // Renamed icons are kept as aliases that re-export the new file.
  const alias = source.match(/export \{ default \} from '\.\/(.+)\.mjs';/);
  if (alias) return iconElements(alias[1]);
  const data = source.match(/const __iconData = (\{[\s\S]*?\n\});/);
  if (!data) throw new Error(`Cannot read the lucide icon ${name}`);
  // A plain object literal: { name, size, node: [[tag, attributes], ...], ... }.
  const { node } = Function(`"use strict"; return (${data[1]});`)();
  return node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${value}"`)
        .join(' ');
      return `<${tag} ${attrs}/>`;
    })
    .join('');
}

/** A lucide icon drawn `size` px wide with its top-left corner at (x, y), turned `rotate` degrees about its centre. */
export function icon(name, { x, y, size, stroke, width = 2, opacity = 1, rotate = 0 }) {
  const scale = size / 24;
  const turn = rotate ? ` rotate(${rotate} 12 12)` : '';
  return `<g transform="translate(${x} ${y}) scale(${scale})${turn}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">${iconElements(name)}</g>`;
}

// ---- Palette: the web app's brand tokens (apps/web/src/index.css) ----

export const brand = {
  50: '#ecf7f1', 100: '#d2ecdf', 200: '#a6d9bf', 300: '#6fc09a', 400: '#3da274', 500: '#1f8a5b',
  600: '#157049', 700: '#115a3c', 800: '#0e4a32', 900: '#0b3b28', 950: '#062419',
};
export const accent = { 100: '#feecc7', 200: '#fdd98a', 300: '#fbc04d', 400: '#f5a524', 500: '#e08c0b', 600: '#b86e05' };
export const cream = '#fbfaf7';

/** Category id, its lucide icon (the same one the web app shows), its theme and two helper icons. */
export const categoryArt = [
  ['plumbing', 'wrench', 'forest', ['droplets', 'shower-head']],
  ['electrical', 'zap', 'amber', ['lightbulb', 'plug']],
  ['cleaning', 'sparkles', 'mint', ['spray-can', 'bubbles']],
  ['moving', 'truck', 'cream', ['package', 'map-pin']],
  ['painting', 'paint-roller', 'amber', ['paintbrush', 'palette']],
  ['gardening', 'flower-2', 'forest', ['sprout', 'shovel']],
  ['carpentry', 'hammer', 'cream', ['ruler', 'drill']],
  ['appliance', 'washing-machine', 'mint', ['refrigerator', 'microwave']],
  ['catering', 'chef-hat', 'forest', ['utensils', 'cooking-pot']],
  ['photography', 'camera', 'mint', ['aperture', 'image']],
  ['tutoring', 'graduation-cap', 'cream', ['book-open', 'pencil']],
  ['fitness', 'dumbbell', 'amber', ['heart-pulse', 'timer']],
  ['beauty', 'scissors', 'mint', ['brush', 'gem']],
  ['it', 'laptop', 'forest', ['wifi', 'smartphone']],
  ['petcare', 'paw-print', 'amber', ['dog', 'bone']],
  ['events', 'party-popper', 'cream', ['cake', 'music']],
];

// ---- Shared drawing pieces ----

/** A little four-pointed sparkle. */
export function spark(x, y, r, fill, opacity = 1) {
  const k = r * 0.28;
  return `<path d="M${x} ${y - r} Q${x + k} ${y - k} ${x + r} ${y} Q${x + k} ${y + k} ${x} ${y + r} Q${x - k} ${y + k} ${x - r} ${y} Q${x - k} ${y - k} ${x} ${y - r}Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** A field of small dots in a rectangle, faded towards its edges by the caller's mask. */
export function dotGrid(id, spacing, radius, fill, opacity) {
  return `<pattern id="${id}" width="${spacing}" height="${spacing}" patternUnits="userSpaceOnUse"><circle cx="${spacing / 2}" cy="${spacing / 2}" r="${radius}" fill="${fill}" fill-opacity="${opacity}"/></pattern>`;
}

/** A soft drop shadow for cards and chips: `blur` and `drop` in px, `strength` its opacity. */
export function shadowFilter(id, { blur, drop, strength }) {
  return `<filter id="${id}" x="-40%" y="-40%" width="180%" height="180%"><feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dy="${drop}"/><feComponentTransfer><feFuncA type="linear" slope="${strength}"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
}

/** An acacia tree: a leaning trunk and a flat, wide crown. (x, y) is the foot of the trunk. */
export function acacia(x, y, s, fill) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <path d="M-4 0 C-3 -40 2 -70 14 -96 L20 -94 C10 -70 6 -40 6 0 Z"/>
    <path d="M12 -90 C0 -104 -22 -112 -40 -110 L-38 -104 C-18 -104 0 -98 10 -86 Z"/>
    <path d="M16 -92 C30 -104 52 -110 70 -108 L68 -102 C50 -102 34 -96 20 -86 Z"/>
    <path d="M-86 -112 C-70 -128 -30 -138 10 -138 C54 -138 96 -130 112 -114 C100 -106 60 -102 14 -102 C-30 -102 -70 -104 -86 -112 Z"/>
  </g>`;
}

/** A row of simple houses and a low block of flats: the town the fundi drives to. */
export function town(x, y, s, fill, windows) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <path d="M0 0 V-46 L34 -74 L68 -46 V0 Z"/>
    <path d="M74 0 V-92 H150 V0 Z"/>
    <path d="M156 0 V-38 L184 -62 L212 -38 V0 Z"/>
    <path d="M218 0 V-64 H262 V0 Z"/>
    <g fill="${windows}">
      <rect x="27" y="-36" width="14" height="14" rx="2"/>
      <rect x="86" y="-80" width="12" height="12" rx="2"/><rect x="106" y="-80" width="12" height="12" rx="2"/><rect x="126" y="-80" width="12" height="12" rx="2"/>
      <rect x="86" y="-56" width="12" height="12" rx="2"/><rect x="126" y="-56" width="12" height="12" rx="2"/>
      <rect x="106" y="-32" width="12" height="12" rx="2"/>
      <rect x="178" y="-30" width="12" height="12" rx="2"/>
      <rect x="230" y="-50" width="10" height="10" rx="2"/><rect x="230" y="-30" width="10" height="10" rx="2"/>
    </g>
  </g>`;
}
