// The demo professionals' pictures (docs/decisions/0004-demo-data.md), drawn like every other
// picture of the app (scripts/generate-images.mjs writes them). Never a real face: a portrait is
// a faceless figure (a head without features, hair or a headwrap, a shirt), and a photo of past
// work is a small scene around the category's icon. Each category has three scenes composed
// differently (at the client's, a snapshot of the site, the tools laid out), so one
// professional's gallery never shows the same picture twice.
import { accent, acacia, brand, categoryArt, cream, dotGrid, icon, shadowFilter, spark, town } from './image-drawing.mjs';

// ---- Portraits: 256x256, head and shoulders ----

/** Brown skin tones from deep to light, as across Kenya. */
const skins = ['#4a2c1b', '#6b4226', '#8a5a36', '#5c3821', '#a26d42', '#7a4b2c'];
const hairColour = '#1d1512';

const backdrops = [
  { from: brand[100], to: brand[300], sun: '#ffffff', hill: brand[500] },
  { from: accent[200], to: accent[400], sun: accent[100], hill: accent[600] },
  { from: cream, to: brand[100], sun: accent[200], hill: brand[400] },
  { from: brand[600], to: brand[800], sun: brand[400], hill: brand[950] },
  { from: '#dcefee', to: '#9fd0cc', sun: '#ffffff', hill: '#3f8f8a' },
  { from: '#fde7d6', to: '#f4bf97', sun: '#fff4ea', hill: '#b8734a' },
];

/** A colour made darker (amount < 0) or lighter (amount > 0). */
function shade(hex, amount) {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const mixed = channels.map((value) => Math.round(amount < 0 ? value * (1 + amount) : value + (255 - value) * amount));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

// Hair and headwear, in three layers: behind the figure, over the shoulders, over the head.
const crop = `<path d="M92 104 C90 72 106 58 128 58 C150 58 166 72 164 104 C160 90 150 80 128 80 C106 80 96 90 92 104Z" fill="${hairColour}"/>`;
const earrings = `<circle cx="91" cy="122" r="4" fill="${accent[300]}"/><circle cx="165" cy="122" r="4" fill="${accent[300]}"/>`;
const looks = {
  crop: { ears: true, front: crop },
  hardHat: {
    ears: true,
    front: `<path d="M86 90 C86 54 104 40 128 40 C152 40 170 54 170 90Z" fill="${accent[400]}"/><path d="M121 42 H135 V90 H121Z" fill="${accent[300]}"/><rect x="78" y="86" width="100" height="12" rx="6" fill="${accent[500]}"/>`,
  },
  kufi: {
    ears: true,
    front: `<path d="M91 86 C91 60 106 50 128 50 C150 50 165 60 165 86Z" fill="#f7f3ea"/><path d="M93 79 H163" stroke="${brand[500]}" stroke-width="4" stroke-dasharray="2 5" stroke-linecap="round"/><path d="M100 68 H156" stroke="${brand[300]}" stroke-width="3" stroke-dasharray="1 6" stroke-linecap="round"/>`,
  },
  cap: {
    ears: true,
    front: `<path d="M90 92 C90 58 106 48 128 48 C150 48 166 58 166 92Z" fill="${brand[600]}"/><ellipse cx="128" cy="92" rx="46" ry="8" fill="${brand[800]}"/><circle cx="128" cy="49" r="4" fill="${brand[800]}"/><path d="M128 50 V90" stroke="${brand[700]}" stroke-width="2"/>`,
  },
  flatTopGlasses: {
    ears: true,
    front: `<path d="M93 100 L92 60 C92 52 100 46 128 46 C156 46 164 52 164 60 L163 100 C158 86 150 80 128 80 C106 80 98 86 93 100Z" fill="${hairColour}"/><g fill="none" stroke="#2b2b2b" stroke-width="3"><circle cx="113" cy="108" r="10"/><circle cx="143" cy="108" r="10"/><path d="M123 108 H133"/></g>`,
  },
  beard: {
    ears: true,
    front: `${crop}<path d="M92 108 C92 140 108 154 128 154 C148 154 164 140 164 108 C160 124 150 134 128 134 C106 134 96 124 92 108Z" fill="${hairColour}"/>`,
  },
  headwrap: (colour) => ({
    ears: true,
    back: `<path d="M80 98 C70 46 104 16 138 22 C172 28 188 58 176 98Z" fill="${colour}"/><g fill="none" stroke="${shade(colour, 0.35)}" stroke-width="4" stroke-linecap="round" opacity="0.8"><path d="M88 62 C110 44 150 40 172 60"/><path d="M84 80 C110 62 150 58 176 78"/></g><ellipse cx="156" cy="30" rx="16" ry="11" fill="${shade(colour, -0.2)}"/>`,
    front: `<path d="M90 94 C96 72 112 64 128 64 C144 64 160 72 166 94 C154 82 142 78 128 78 C114 78 102 82 90 94Z" fill="${shade(colour, -0.25)}"/>${earrings}`,
  }),
  braids: {
    drape: `<g fill="${hairColour}"><rect x="78" y="96" width="20" height="112" rx="10"/><rect x="158" y="96" width="20" height="112" rx="10"/></g><g stroke="#3a2a22" stroke-width="2" stroke-linecap="round"><path d="M82 120 L94 128 M82 144 L94 152 M82 168 L94 176 M82 192 L94 200 M162 120 L174 128 M162 144 L174 152 M162 168 L174 176 M162 192 L174 200"/></g>`,
    front: `<path d="M88 110 C84 70 104 54 128 54 C152 54 172 70 168 110 C164 92 152 80 130 78 L128 64 L126 78 C104 80 92 92 88 110Z" fill="${hairColour}"/>`,
  },
  afro: {
    back: `<circle cx="128" cy="90" r="60" fill="${hairColour}"/><g fill="${hairColour}"><circle cx="78" cy="70" r="14"/><circle cx="178" cy="70" r="14"/><circle cx="100" cy="38" r="16"/><circle cx="156" cy="38" r="16"/><circle cx="128" cy="30" r="16"/></g>`,
    front: `<path d="M92 100 C92 76 106 66 128 66 C150 66 164 76 164 100 C158 88 146 82 128 82 C110 82 98 88 92 100Z" fill="${hairColour}"/>`,
  },
  bun: { ears: true, back: `<circle cx="128" cy="50" r="18" fill="${hairColour}"/>`, front: `${crop}${earrings}` },
  hijab: (colour) => ({
    face: { rx: 30, ry: 37 },
    drape: `<path d="M82 108 C82 60 104 46 128 46 C152 46 174 60 174 108 C176 150 186 176 200 198 C172 214 150 220 128 220 C106 220 84 214 56 198 C70 176 80 150 82 108Z" fill="${colour}"/><path d="M100 170 C114 184 142 184 156 170" fill="none" stroke="${shade(colour, -0.2)}" stroke-width="3" stroke-linecap="round"/>`,
  }),
  shortBand: {
    ears: true,
    front: `<path d="M88 106 C84 66 104 52 128 52 C152 52 172 66 168 106 C162 88 150 78 128 78 C106 78 94 88 88 106Z" fill="${hairColour}"/><path d="M92 88 C100 72 112 66 128 66 C144 66 156 72 164 88" fill="none" stroke="${accent[400]}" stroke-width="6" stroke-linecap="round"/>${earrings}`,
  },
};

// Clothes: the shoulders' shape, then what is drawn over it.
const shoulders = 'M30 256 C30 198 60 172 106 166 C112 178 144 178 150 166 C196 172 226 198 226 256Z';
const vNeck = 'M30 256 C30 198 60 172 104 166 L128 196 L152 166 C196 172 226 198 226 256Z';
const outfits = {
  tee: (colour) => `<path d="${shoulders}" fill="${colour}"/>`,
  polo: (colour) =>
    `<path d="${shoulders}" fill="${colour}"/><path d="M106 166 L122 188 L128 176 L134 188 L150 166 L140 164 L128 178 L116 164Z" fill="${shade(colour, 0.3)}"/><path d="M128 180 V222" stroke="${shade(colour, -0.25)}" stroke-width="2"/><circle cx="128" cy="196" r="2.5" fill="${shade(colour, 0.4)}"/><circle cx="128" cy="210" r="2.5" fill="${shade(colour, 0.4)}"/>`,
  overall: (colour) =>
    `<path d="${shoulders}" fill="#f2efe8"/><path d="M88 256 V214 C88 208 92 206 98 206 H158 C164 206 168 208 168 214 V256Z" fill="${colour}"/><path d="M72 180 L98 208 M184 180 L158 208" stroke="${colour}" stroke-width="12" stroke-linecap="round"/><circle cx="100" cy="214" r="4" fill="${accent[300]}"/><circle cx="156" cy="214" r="4" fill="${accent[300]}"/><rect x="114" y="222" width="28" height="20" rx="4" fill="${shade(colour, -0.2)}"/>`,
  blouse: (colour) => `<path d="${vNeck}" fill="${colour}"/><path d="M104 166 L128 196 L152 166" fill="none" stroke="${shade(colour, 0.35)}" stroke-width="3"/>`,
  kitenge: (colour) =>
    `<path d="${vNeck}" fill="${colour}"/><path d="${vNeck}" fill="url(#kitenge)"/>`,
  jacket: (colour) =>
    `<path d="${shoulders}" fill="#f2efe8"/><path d="M30 256 C30 198 60 172 106 166 L122 256Z M226 256 C226 198 196 172 150 166 L134 256Z" fill="${colour}"/><path d="M106 166 L120 206 L112 210 Z M150 166 L136 206 L144 210Z" fill="${shade(colour, -0.25)}"/>`,
};

/**
 * The twelve portraits, six looks each way: file name, hair or headwear, clothes and their
 * colour, backdrop and skin (indexes into the lists above). No two of either six share a
 * backdrop or a skin tone.
 */
const portraits = [
  ['female-1', looks.headwrap(accent[500]), 'kitenge', brand[600], 0, 1],
  ['female-2', looks.braids, 'blouse', '#b4425a', 2, 3],
  ['female-3', looks.afro, 'overall', brand[700], 4, 4],
  ['female-4', looks.hijab('#2f5d8a'), 'tee', '#2f5d8a', 1, 2],
  ['female-5', looks.bun, 'polo', accent[500], 3, 5],
  ['female-6', looks.shortBand, 'jacket', '#7d3c98', 5, 0],
  ['male-1', looks.crop, 'overall', '#2f5d8a', 1, 0],
  ['male-2', looks.hardHat, 'polo', brand[600], 4, 2],
  ['male-3', looks.kufi, 'kitenge', '#9c4a1a', 0, 3],
  ['male-4', looks.cap, 'tee', accent[500], 5, 1],
  ['male-5', looks.flatTopGlasses, 'jacket', '#374151', 2, 4],
  ['male-6', looks.beard, 'polo', '#b4425a', 3, 5],
];

function portraitSvg(look, outfit, clothes, backdropIndex, skinIndex) {
  const b = backdrops[backdropIndex];
  const skin = skins[skinIndex];
  const face = look.face ?? { rx: 36, ry: 43 };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.from}"/><stop offset="1" stop-color="${b.to}"/></linearGradient>
    <pattern id="kitenge" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M0 12 L6 6 L12 12 L18 6 L24 12" fill="none" stroke="${accent[300]}" stroke-width="3"/><circle cx="12" cy="20" r="2.5" fill="#ffffff" opacity="0.7"/></pattern>
  </defs>
  <rect width="256" height="256" fill="url(#bg)"/>
  <circle cx="188" cy="74" r="64" fill="${b.sun}" opacity="0.45"/>
  <path d="M0 200 C60 184 120 206 256 188 V256 H0Z" fill="${b.hill}" opacity="0.25"/>
  <g opacity="0.45">${acacia(222, 196, 0.3, b.hill)}</g>
  ${look.back ?? ''}
  <path d="M110 136 V184 H146 V136Z" fill="${shade(skin, -0.18)}"/>
  ${outfits[outfit](clothes)}
  ${look.drape ?? ''}
  ${look.ears ? `<ellipse cx="92" cy="110" rx="7" ry="10" fill="${shade(skin, -0.1)}"/><ellipse cx="164" cy="110" rx="7" ry="10" fill="${shade(skin, -0.1)}"/>` : ''}
  <ellipse cx="128" cy="${look.face ? 112 : 106}" rx="${face.rx}" ry="${face.ry}" fill="${skin}"/>
  ${look.front ?? ''}
</svg>`;
}

// ---- Photos of past work: 640x480, three scenes per category ----

/** What a finished job of each category shows, beside the category's own icon and helpers. */
const workProps = {
  plumbing: ['bath', 'toilet', 'droplet'],
  electrical: ['lamp-floor', 'plug-zap', 'battery-charging'],
  cleaning: ['sofa', 'brush-cleaning', 'droplets'],
  moving: ['boxes', 'sofa', 'route'],
  painting: ['brick-wall', 'paint-bucket', 'house'],
  gardening: ['fence', 'leaf', 'tree-deciduous'],
  carpentry: ['door-open', 'armchair', 'axe'],
  appliance: ['refrigerator', 'fan', 'plug'],
  catering: ['hand-platter', 'soup', 'salad'],
  photography: ['images', 'video', 'film'],
  tutoring: ['presentation', 'calculator', 'notebook-pen'],
  fitness: ['bike', 'activity', 'trophy'],
  beauty: ['armchair', 'ribbon', 'heart'],
  it: ['monitor', 'router', 'cpu'],
  petcare: ['cat', 'fish', 'heart'],
  events: ['gift', 'mic', 'star'],
};

const walls = ['#f3e9dc', brand[50], '#e4eef5', '#f8e1d3', accent[100], '#eef2e4'];
const floors = ['#b98a5e', '#8f6a4a', '#c9a27a', '#a47451'];
const surfaces = [
  [brand[800], brand[950]],
  ['#2f4f5f', '#1c3340'],
  [accent[500], accent[600]],
  ['#7a4a2a', '#54311b'],
  [brand[500], brand[700]],
];
const skies = [
  ['#bfe6f2', '#fdf3d8'],
  [accent[200], accent[400]],
  ['#9fd3ea', '#e6f5fa'],
  ['#f4a86b', '#fbd9a0'],
];
const tables = [cream, brand[100], accent[100], '#e3eef2', '#f3e3d3'];
const inks = [brand[800], accent[600], '#2f4f5f', brand[600], '#9c4a1a'];

const pastWorkDefs = shadowFilter('shadow', { blur: 12, drop: 10, strength: 0.25 });

/**
 * At the client's: a room with a window on the horizon, the job's result standing on the floor
 * (a garden's is outdoors: sky, town and grass). The window swaps sides from one category to
 * the next.
 */
function roomSvg({ main, props, isOutdoors }, variant) {
  const wall = walls[variant % walls.length];
  const floor = isOutdoors ? brand[500] : floors[(variant >> 1) % floors.length];
  const [skyTop, skyBottom] = skies[(variant * 3 + 1) % skies.length];
  const isFlipped = (variant >> 1) % 2 === 1;
  const [windowX, objectX, badgeX, checkX] = isFlipped ? [384, 140, 120, 340] : [92, 300, 520, 300];
  const boards = `<path d="M0 404 H640 M0 442 H640 M120 368 V404 M360 368 V404 M240 404 V442 M520 404 V442 M80 442 V480 M420 442 V480" stroke="${shade(floor, -0.18)}" stroke-width="2"/>`;
  const indoors = `<rect width="640" height="480" fill="url(#wall)"/>
  <g transform="translate(${windowX} 0)">
    <rect x="0" y="62" width="164" height="204" rx="12" fill="#ffffff"/>
    <g clip-path="url(#pane)">
      <rect x="12" y="74" width="140" height="180" fill="url(#sky)"/>
      <circle cx="112" cy="124" r="24" fill="${accent[300]}" opacity="0.9"/>
      <path d="M12 220 C58 206 108 226 152 212 V254 H12Z" fill="${brand[600]}"/>
      ${acacia(48, 226, 0.42, brand[800])}
    </g>
    <path d="M82 74 V254 M12 164 H152" stroke="#ffffff" stroke-width="6"/>
  </g>
  <rect x="0" y="368" width="640" height="112" fill="${floor}"/>
  ${boards}
  <rect x="0" y="360" width="640" height="10" fill="${shade(wall, -0.2)}"/>`;
  const outdoors = `<rect width="640" height="480" fill="url(#sky)"/>
  <circle cx="${windowX + 80}" cy="120" r="46" fill="${accent[300]}" opacity="0.9"/>
  ${town(isFlipped ? 40 : 360, 370, 0.7, brand[700], accent[200])}
  ${acacia(isFlipped ? 560 : 80, 372, 0.8, brand[800])}
  <rect x="0" y="368" width="640" height="112" fill="${floor}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
  <defs>${pastWorkDefs}
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${shade(wall, -0.08)}"/></linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
    <clipPath id="pane"><rect x="12" y="74" width="140" height="180" rx="6"/></clipPath>
  </defs>
  ${isOutdoors ? outdoors : indoors}
  <ellipse cx="${objectX + 100}" cy="372" rx="130" ry="14" fill="#000000" opacity="0.12"/>
  <circle cx="${objectX + 100}" cy="262" r="120" fill="${[brand[200], accent[200], '#cfe3ec'][variant % 3]}" opacity="0.55"/>
  ${icon(props[0], { x: objectX, y: 168, size: 200, stroke: brand[900], width: 1.5 })}
  <g filter="url(#shadow)"><circle cx="${badgeX}" cy="130" r="40" fill="${brand[600]}"/></g>
  ${icon(main, { x: badgeX - 24, y: 106, size: 48, stroke: '#ffffff', width: 2 })}
  <g filter="url(#shadow)"><circle cx="${checkX}" cy="168" r="24" fill="#ffffff"/></g>
  ${icon('check', { x: checkX - 14, y: 154, size: 28, stroke: brand[500], width: 3 })}
  ${spark(objectX + 170, 222, 14, accent[400])}
  ${spark(objectX - 18, 312, 9, accent[400], 0.8)}
</svg>`;
}

/** A snapshot of the site, pinned on a board: the horizon, the town and the job's icon, five stars below. */
function snapshotSvg({ main, helpers }, variant) {
  const [from, to] = surfaces[variant % surfaces.length];
  const [skyTop, skyBottom] = skies[(variant >> 2) % skies.length];
  const tilt = variant % 2 ? 4 : -5;
  const stars = [0, 1, 2, 3, 4].map((n) => `<path d="M${212 + n * 26} 356 l4 8 9 1 -7 6 2 9 -8 -5 -8 5 2 -9 -7 -6 9 -1z" fill="${accent[400]}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
  <defs>${pastWorkDefs}
    <linearGradient id="board" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
    <clipPath id="photo"><rect x="158" y="86" width="324" height="238" rx="4"/></clipPath>
    ${dotGrid('dots', 24, 1.6, '#ffffff', 0.14)}
  </defs>
  <rect width="640" height="480" fill="url(#board)"/>
  <rect width="640" height="480" fill="url(#dots)"/>
  ${icon(helpers[0], { x: 36, y: 300, size: 96, stroke: '#ffffff', width: 1.5, opacity: 0.22, rotate: -14 })}
  ${icon(helpers[1], { x: 514, y: 52, size: 84, stroke: '#ffffff', width: 1.5, opacity: 0.22, rotate: 12 })}
  <g transform="rotate(${tilt} 320 240)">
    <g filter="url(#shadow)"><rect x="140" y="68" width="360" height="340" rx="6" fill="#ffffff"/></g>
    <g clip-path="url(#photo)">
      <rect x="158" y="86" width="324" height="238" fill="url(#sky)"/>
      <circle cx="${variant % 2 ? 236 : 404}" cy="150" r="34" fill="${accent[300]}"/>
      <path d="M158 268 C240 250 330 276 482 256 V324 H158Z" fill="${brand[700]}"/>
      ${town(variant % 2 ? 330 : 170, 268, 0.5, brand[900], accent[200])}
      ${acacia(variant % 2 ? 200 : 440, 276, 0.55, brand[950])}
      <g filter="url(#shadow)"><rect x="262" y="134" width="116" height="116" rx="28" fill="#ffffff"/></g>
      ${icon(main, { x: 282, y: 154, size: 76, stroke: brand[800], width: 1.8 })}
    </g>
    ${stars}
    <rect x="262" y="52" width="116" height="30" rx="3" fill="${accent[200]}" opacity="0.85" transform="rotate(${-tilt} 320 67)"/>
  </g>
</svg>`;
}

/** The tools laid out on a table after the job, seen from above. */
function flatLaySvg({ main, helpers, props }, variant) {
  const table = tables[(variant * 2) % tables.length];
  const ink = inks[(variant * 3) % inks.length];
  const second = inks[(variant * 3 + 2) % inks.length];
  const around = [
    [helpers[0], 108, 70, 84, -18, second],
    [helpers[1], 452, 300, 92, 14, ink],
    [props[1], 456, 64, 80, 10, ink],
    [props[2], 112, 306, 76, -8, second],
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
  <defs>${pastWorkDefs}
    <linearGradient id="table" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${table}"/><stop offset="1" stop-color="${shade(table, -0.1)}"/></linearGradient>
    ${dotGrid('dots', 20, 1.4, ink, 0.18)}
  </defs>
  <rect width="640" height="480" fill="url(#table)"/>
  <g transform="rotate(${variant % 2 ? 3 : -3} 320 240)">
    <g filter="url(#shadow)"><rect x="150" y="96" width="340" height="288" rx="28" fill="${shade(table, 0.5)}"/></g>
    <rect x="170" y="116" width="300" height="248" rx="18" fill="url(#dots)"/>
  </g>
  ${icon(main, { x: 232 + 6, y: 152 + 8, size: 176, stroke: '#000000', width: 1.6, opacity: 0.12, rotate: -12 })}
  ${icon(main, { x: 232, y: 152, size: 176, stroke: ink, width: 1.6, rotate: -12 })}
  ${around.map(([name, x, y, size, rotate, stroke]) => icon(name, { x, y, size, stroke, width: 1.8, rotate })).join('\n  ')}
  <g transform="rotate(-10 520 214)"><path d="M494 196 H540 L556 214 L540 232 H494Z" fill="${accent[300]}"/><circle cx="538" cy="214" r="4" fill="${table}"/></g>
  ${spark(210, 90, 12, accent[400])}
  ${spark(430, 400, 10, accent[400], 0.85)}
  ${spark(560, 420, 7, ink, 0.6)}
</svg>`;
}

/** Every demo picture to encode: file name (no extension) under the demo's images folder, SVG and size. */
export function demoPictures() {
  const pictures = portraits.map(([name, look, outfit, clothes, backdrop, skin]) => ({
    file: `portraits/${name}`,
    svg: portraitSvg(look, outfit, clothes, backdrop, skin),
    width: 256,
    height: 256,
    webpQuality: 76,
  }));
  for (const [index, [id, main, , helpers]] of categoryArt.entries()) {
    const art = { main, helpers, props: workProps[id], isOutdoors: id === 'gardening' };
    const scenes = [roomSvg(art, index), snapshotSvg(art, index), flatLaySvg(art, index)];
    for (const [n, svg] of scenes.entries()) pictures.push({ file: `past-work/${id}-${n + 1}`, svg, width: 640, height: 480, webpQuality: 76 });
  }
  return pictures;
}
