// Renders the pictures that ship with the app: there are no external image hosts and no stock
// photos, so every picture is an illustration composed here as SVG (brand gradients, soft
// shapes, a Kenyan horizon, and the category's lucide icon drawn large) and encoded with sharp.
// The web app's, into apps/web/public/images/:
//
//   categories/<id>.webp           16 category pictures, 16:10, 640 px wide: the catalogue's own
//                                  `image` path (@fundi/shared), so it is always a real file
//   categories/<id>-320.webp       the same, 320 px wide, for the srcset on small cards
//   hero/<slide>-desktop-<width>.{avif,webp}   4 landing slides, 16:9, 1024 and 1600 px wide
//   hero/<slide>-mobile-720.{avif,webp}        the same slides for phones, 720x1080 portrait
//
// The web app builds srcsets from these names (features/home/hero-slides.ts and
// components/category-image.tsx); change them together.
//
// The demo professionals' (drawn in demo-pictures.mjs; docs/decisions/0004-demo-data.md), into
// apps/server/src/features/demo/images/, which the demo seeding reads by these names
// (features/demo/demo-pictures.ts):
//
//   portraits/<female|male>-<n>.webp    12 faceless head-and-shoulders figures, 256x256
//   past-work/<category>-<n>.webp       3 photos of past work per category, 640x480
//
// The output is committed: run this again only when the drawings change.
//
//   node scripts/generate-images.mjs            # writes every file and prints the sizes
//   node scripts/generate-images.mjs --svg      # also writes the source SVGs to /tmp for a look
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { demoPictures } from './demo-pictures.mjs';
import { accent, acacia, brand, categoryArt, cream, dotGrid, icon, spark, town } from './image-drawing.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'apps/web/public/images');
const demoOutDir = path.join(root, 'apps/server/src/features/demo/images');
const keepSvg = process.argv.includes('--svg');

// Four themes drawn from the brand palette, so a grid of cards has rhythm yet reads as one set.
const themes = {
  forest: { from: brand[700], to: brand[900], glow: brand[500], badgeFrom: brand[500], badgeTo: brand[700], iconStroke: '#ffffff', iconShadow: brand[950], dots: '#ffffff', spark: accent[300], chip: '#ffffff', chipIcon: brand[800] },
  mint: { from: brand[100], to: brand[300], glow: '#ffffff', badgeFrom: brand[600], badgeTo: brand[800], iconStroke: '#ffffff', iconShadow: brand[950], dots: brand[700], spark: accent[400], chip: '#ffffff', chipIcon: brand[700] },
  amber: { from: accent[300], to: accent[500], glow: accent[100], badgeFrom: brand[700], badgeTo: brand[900], iconStroke: accent[200], iconShadow: brand[950], dots: brand[900], spark: '#ffffff', chip: '#ffffff', chipIcon: accent[600] },
  cream: { from: cream, to: brand[100], glow: accent[100], badgeFrom: accent[400], badgeTo: accent[500], iconStroke: brand[900], iconShadow: accent[600], dots: brand[700], spark: brand[500], chip: brand[700], chipIcon: '#ffffff' },
};

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

async function write(svg, file, { width, height, avif = false, webpQuality = 78, dir = outDir }) {
  const target = path.join(dir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  const raster = sharp(Buffer.from(svg), { density: 72 * (width / Number(svg.match(/width="(\d+)"/)[1])) }).resize(width, height);
  const webp = await raster.clone().webp({ quality: webpQuality, effort: 6, smartSubsample: true }).toBuffer();
  writeFileSync(`${target}.webp`, webp);
  results.push([path.relative(root, `${target}.webp`), webp.length]);
  if (avif) {
    const avifData = await raster.clone().avif({ quality: 55, effort: 6 }).toBuffer();
    writeFileSync(`${target}.avif`, avifData);
    results.push([path.relative(root, `${target}.avif`), avifData.length]);
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

for (const { file, svg, width, height, webpQuality } of demoPictures()) {
  await write(svg, file, { width, height, webpQuality, dir: demoOutDir });
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
for (const [file, bytes] of results) console.log(`${file.padEnd(72)} ${kB(bytes).padStart(9)}`);
console.log(`${results.length} files, ${kB(results.reduce((sum, [, bytes]) => sum + bytes, 0))} in all`);
