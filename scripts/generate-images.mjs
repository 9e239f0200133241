// Renders the pictures that ship with the web app: there are no external image hosts and no
// stock photos, so every picture is an illustration composed here as SVG (brand gradients,
// soft shapes, a Kenyan horizon, and the category's lucide icon drawn large) and encoded
// with sharp into apps/web/public/images/:
//
//   categories/<id>.webp           16 category pictures, 16:10, 640 px wide: the catalogue's own
//                                  `image` path (@fundi/shared), so it is always a real file
//   categories/<id>-320.webp       the same, 320 px wide, for the srcset on small cards
//   hero/<slide>-desktop-<width>.{avif,webp}   4 landing slides, 16:9, 1024 and 1600 px wide
//   hero/<slide>-mobile-720.{avif,webp}        the same slides for phones, 720x1080 portrait
//
// The web app builds srcsets from these names (features/home/hero-slides.ts and
// components/category-image.tsx); change them together. The output is committed:
// run this again only when the drawings change.
//
//   node scripts/generate-images.mjs            # writes every file and prints the sizes
//   node scripts/generate-images.mjs --svg      # also writes the source SVGs to /tmp for a look
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'apps/web/public/images');
const keepSvg = process.argv.includes('--svg');

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

/** A lucide icon drawn `size` px wide with its top-left corner at (x, y). */
function icon(name, { x, y, size, stroke, width = 2, opacity = 1 }) {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">${iconElements(name)}</g>`;
}

// ---- Palette: the web app's brand tokens (apps/web/src/index.css) ----

const brand = {
  50: '#ecf7f1', 100: '#d2ecdf', 200: '#a6d9bf', 300: '#6fc09a', 400: '#3da274', 500: '#1f8a5b',
  600: '#157049', 700: '#115a3c', 800: '#0e4a32', 900: '#0b3b28', 950: '#062419',
};
const accent = { 100: '#feecc7', 200: '#fdd98a', 300: '#fbc04d', 400: '#f5a524', 500: '#e08c0b', 600: '#b86e05' };
const cream = '#fbfaf7';

// Four themes drawn from the brand palette, so a grid of cards has rhythm yet reads as one set.
const themes = {
  forest: { from: brand[700], to: brand[900], glow: brand[500], badgeFrom: brand[500], badgeTo: brand[700], iconStroke: '#ffffff', iconShadow: brand[950], dots: '#ffffff', spark: accent[300], chip: '#ffffff', chipIcon: brand[800] },
  mint: { from: brand[100], to: brand[300], glow: '#ffffff', badgeFrom: brand[600], badgeTo: brand[800], iconStroke: '#ffffff', iconShadow: brand[950], dots: brand[700], spark: accent[400], chip: '#ffffff', chipIcon: brand[700] },
  amber: { from: accent[300], to: accent[500], glow: accent[100], badgeFrom: brand[700], badgeTo: brand[900], iconStroke: accent[200], iconShadow: brand[950], dots: brand[900], spark: '#ffffff', chip: '#ffffff', chipIcon: accent[600] },
  cream: { from: cream, to: brand[100], glow: accent[100], badgeFrom: accent[400], badgeTo: accent[500], iconStroke: brand[900], iconShadow: accent[600], dots: brand[700], spark: brand[500], chip: brand[700], chipIcon: '#ffffff' },
};

/** Category id, its lucide icon (the same one the web app shows), its theme and two helper icons. */
const categoryArt = [
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
function spark(x, y, r, fill, opacity = 1) {
  const k = r * 0.28;
  return `<path d="M${x} ${y - r} Q${x + k} ${y - k} ${x + r} ${y} Q${x + k} ${y + k} ${x} ${y + r} Q${x - k} ${y + k} ${x - r} ${y} Q${x - k} ${y - k} ${x} ${y - r}Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** A field of small dots in a rectangle, faded towards its edges by the caller's mask. */
function dotGrid(id, spacing, radius, fill, opacity) {
  return `<pattern id="${id}" width="${spacing}" height="${spacing}" patternUnits="userSpaceOnUse"><circle cx="${spacing / 2}" cy="${spacing / 2}" r="${radius}" fill="${fill}" fill-opacity="${opacity}"/></pattern>`;
}

/** An acacia tree: a leaning trunk and a flat, wide crown. (x, y) is the foot of the trunk. */
function acacia(x, y, s, fill) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <path d="M-4 0 C-3 -40 2 -70 14 -96 L20 -94 C10 -70 6 -40 6 0 Z"/>
    <path d="M12 -90 C0 -104 -22 -112 -40 -110 L-38 -104 C-18 -104 0 -98 10 -86 Z"/>
    <path d="M16 -92 C30 -104 52 -110 70 -108 L68 -102 C50 -102 34 -96 20 -86 Z"/>
    <path d="M-86 -112 C-70 -128 -30 -138 10 -138 C54 -138 96 -130 112 -114 C100 -106 60 -102 14 -102 C-30 -102 -70 -104 -86 -112 Z"/>
  </g>`;
}

/** A row of simple houses and a low block of flats: the town the fundi drives to. */
function town(x, y, s, fill, windows) {
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

// ---- Category pictures (16:10) ----

/** A round chip holding a small helper icon, floating beside the main badge. */
function helperChip(name, x, y, r, t) {
  return `<g filter="url(#shadow)"><circle cx="${x}" cy="${y}" r="${r}" fill="${t.chip}"/></g>
  ${icon(name, { x: x - r * 0.55, y: y - r * 0.55, size: r * 1.1, stroke: t.chipIcon, width: 2 })}`;
}

function categorySvg(iconName, theme, helpers) {
  const t = themes[theme];
  const W = 640;
  const H = 400;
  const cx = 320;
  const cy = 196;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${t.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${t.glow}" stop-opacity="0"/></radialGradient>
    <linearGradient id="badge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.badgeFrom}"/><stop offset="1" stop-color="${t.badgeTo}"/></linearGradient>
    <radialGradient id="fade" cx="0.5" cy="0.5" r="0.5"><stop offset="0.35" stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient>
    <mask id="dotsMask"><rect width="${W}" height="${H}" fill="url(#fade)"/></mask>
    ${dotGrid('dots', 22, 1.6, t.dots, 0.35)}
    <filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="14"/><feOffset dy="12"/><feComponentTransfer><feFuncA type="linear" slope="0.28"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect x="40" y="20" width="560" height="360" fill="url(#dots)" mask="url(#dotsMask)"/>
  <circle cx="${W - 40}" cy="30" r="150" fill="#ffffff" opacity="0.10"/>
  <circle cx="40" cy="${H - 10}" r="120" fill="${t.glow}" opacity="0.18"/>
  <circle cx="${cx}" cy="${cy}" r="190" fill="url(#glow)"/>
  <circle cx="${cx}" cy="${cy}" r="128" fill="none" stroke="${t.dots}" stroke-opacity="0.16" stroke-width="2" stroke-dasharray="3 11" stroke-linecap="round"/>
  <g filter="url(#shadow)"><rect x="${cx - 96}" y="${cy - 96}" width="192" height="192" rx="48" fill="url(#badge)"/></g>
  <rect x="${cx - 96}" y="${cy - 96}" width="192" height="192" rx="48" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>
  ${icon(iconName, { x: cx - 60 + 5, y: cy - 60 + 7, size: 120, stroke: t.iconShadow, width: 1.6, opacity: 0.35 })}
  ${icon(iconName, { x: cx - 60, y: cy - 60, size: 120, stroke: t.iconStroke, width: 1.6 })}
  ${helperChip(helpers[0], cx - 178, cy - 52, 30, t)}
  ${helperChip(helpers[1], cx + 178, cy + 46, 30, t)}
  ${spark(cx + 128, cy - 92, 16, t.spark)}
  ${spark(cx - 140, cy + 70, 10, t.spark, 0.85)}
  ${spark(cx + 150, cy + 96, 7, t.spark, 0.7)}
  <circle cx="${cx - 150}" cy="${cy - 80}" r="6" fill="${t.spark}" opacity="0.7"/>
</svg>`;
}

// ---- Hero slides ----

/** The four landing slides: main icon, three helper icons floating in chips, and a tint. */
const heroArt = [
  { id: 'plumbing', icon: 'wrench', helpers: ['droplets', 'shower-head', 'bath'], tint: '#0f5e63' },
  { id: 'electrical', icon: 'zap', helpers: ['lightbulb', 'plug-zap', 'house'], tint: '#16452f' },
  { id: 'cleaning', icon: 'sparkles', helpers: ['spray-can', 'bubbles', 'brush-cleaning'], tint: '#12604a' },
  { id: 'moving', icon: 'truck', helpers: ['package', 'sofa', 'map-pin'], tint: '#3a4a1e' },
];

/**
 * One slide. The left (desktop) or top (phone) part stays calm and dark for the headline;
 * the drawing sits on the other side: a low sun, a horizon with a town and acacias, the
 * service's icon on a floating card, and helper icons in chips around it.
 */
function heroSvg({ icon: iconName, helpers, tint }, { W, H, layout }) {
  const isPortrait = layout === 'mobile';
  // Centre of the drawing and its scale, per layout.
  const cx = isPortrait ? W * 0.5 : W * 0.72;
  // On a phone the headline and buttons take the top 60 %: the drawing stays below them.
  const cy = isPortrait ? H * 0.79 : H * 0.5;
  const s = isPortrait ? W / 980 : H / 900;
  const horizon = isPortrait ? H * 0.94 : H * 0.84;
  const treeSpread = isPortrait ? 360 : 430;
  const card = 250 * s;
  const chip = 96 * s;
  const chips = [
    [cx - 250 * s, cy - 150 * s],
    [cx + 190 * s, cy - 190 * s],
    [cx + 215 * s, cy + 95 * s],
  ];
  const scrim = isPortrait
    ? `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${brand[950]}" stop-opacity="0.85"/><stop offset="0.45" stop-color="${brand[950]}" stop-opacity="0.35"/><stop offset="0.7" stop-color="${brand[950]}" stop-opacity="0"/></linearGradient>`
    : `<linearGradient id="scrim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${brand[950]}" stop-opacity="0.9"/><stop offset="0.42" stop-color="${brand[950]}" stop-opacity="0.45"/><stop offset="0.62" stop-color="${brand[950]}" stop-opacity="0"/></linearGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${brand[950]}"/><stop offset="0.55" stop-color="${tint}"/><stop offset="1" stop-color="${brand[600]}"/></linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.42" r="0.55"><stop offset="0" stop-color="${accent[200]}"/><stop offset="0.55" stop-color="${accent[400]}"/><stop offset="1" stop-color="${accent[500]}"/></radialGradient>
    <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${accent[300]}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent[300]}" stop-opacity="0"/></radialGradient>
    <linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${brand[50]}"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${brand[800]}"/><stop offset="1" stop-color="${brand[950]}"/></linearGradient>
    ${scrim}
    ${dotGrid('dots', 28 * s, 1.7 * s, '#ffffff', 0.12)}
    <filter id="shadow" x="-40%" y="-40%" width="180%" height="180%"><feGaussianBlur in="SourceAlpha" stdDeviation="${22 * s}"/><feOffset dy="${18 * s}"/><feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect width="${W}" height="${H}" fill="url(#dots)"/>
  <circle cx="${cx}" cy="${cy}" r="${430 * s}" fill="url(#halo)"/>
  <circle cx="${cx}" cy="${cy}" r="${250 * s}" fill="url(#sun)" opacity="0.95"/>
  <circle cx="${cx}" cy="${cy}" r="${320 * s}" fill="none" stroke="${accent[200]}" stroke-opacity="0.25" stroke-width="${2 * s}" stroke-dasharray="${4 * s} ${14 * s}" stroke-linecap="round"/>
  <path d="M0 ${horizon} C ${W * 0.25} ${horizon - 40 * s} ${W * 0.6} ${horizon + 30 * s} ${W} ${horizon - 30 * s} V ${H} H 0 Z" fill="url(#ground)"/>
  ${town(cx - 360 * s, horizon + 4 * s, 1.05 * s, brand[900], accent[300])}
  ${town(cx + 120 * s, horizon - 6 * s, 0.85 * s, brand[900], accent[200])}
  ${acacia(cx + (treeSpread - 40) * s, horizon, 1.5 * s, brand[950])}
  ${acacia(cx - (treeSpread + 40) * s, horizon + 10 * s, 1.05 * s, brand[950])}
  <g filter="url(#shadow)"><rect x="${cx - card / 2}" y="${cy - card / 2}" width="${card}" height="${card}" rx="${60 * s}" fill="url(#card)"/></g>
  ${icon(iconName, { x: cx - 80 * s + 6 * s, y: cy - 80 * s + 8 * s, size: 160 * s, stroke: accent[300], width: 1.7, opacity: 0.8 })}
  ${icon(iconName, { x: cx - 80 * s, y: cy - 80 * s, size: 160 * s, stroke: brand[800], width: 1.7 })}
  ${chips
    .map(([x, y], index) => `<g filter="url(#shadow)"><circle cx="${x}" cy="${y}" r="${chip / 2}" fill="${index === 1 ? accent[400] : '#ffffff'}"/></g>
  ${icon(helpers[index], { x: x - chip * 0.27, y: y - chip * 0.27, size: chip * 0.54, stroke: brand[800], width: 2 })}`)
    .join('\n  ')}
  ${spark(cx + 300 * s, cy - 20 * s, 18 * s, accent[200])}
  ${spark(cx - 300 * s, cy + 60 * s, 12 * s, '#ffffff', 0.8)}
  ${spark(cx - 120 * s, cy - 250 * s, 9 * s, accent[200], 0.9)}
  <rect width="${W}" height="${H}" fill="url(#scrim)"/>
</svg>`;
}

// ---- Encoding ----

const results = [];

async function write(svg, file, { width, height, avif = false, webpQuality = 78 }) {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  const raster = sharp(Buffer.from(svg), { density: 72 * (width / Number(svg.match(/width="(\d+)"/)[1])) }).resize(width, height);
  const webp = await raster.clone().webp({ quality: webpQuality, effort: 6, smartSubsample: true }).toBuffer();
  writeFileSync(`${target}.webp`, webp);
  results.push([`${file}.webp`, webp.length]);
  if (avif) {
    const avifData = await raster.clone().avif({ quality: 55, effort: 6 }).toBuffer();
    writeFileSync(`${target}.avif`, avifData);
    results.push([`${file}.avif`, avifData.length]);
  }
  if (keepSvg) writeFileSync(path.join(os.tmpdir(), `${path.basename(file)}.svg`), svg);
}

for (const [id, iconName, theme, helpers] of categoryArt) {
  const svg = categorySvg(iconName, theme, helpers);
  await write(svg, `categories/${id}`, { width: 640, height: 400 });
  await write(svg, `categories/${id}-320`, { width: 320, height: 200 });
}

for (const slide of heroArt) {
  const desktop = heroSvg(slide, { W: 1600, H: 900, layout: 'desktop' });
  for (const width of [1024, 1600]) {
    await write(desktop, `hero/${slide.id}-desktop-${width}`, { width, height: (width * 9) / 16, avif: true });
  }
  await write(heroSvg(slide, { W: 720, H: 1080, layout: 'mobile' }), `hero/${slide.id}-mobile-720`, { width: 720, height: 1080, avif: true });
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
for (const [file, bytes] of results) console.log(`${file.padEnd(40)} ${kB(bytes).padStart(9)}`);
console.log(`${results.length} files, ${kB(results.reduce((sum, [, bytes]) => sum + bytes, 0))} in all`);
