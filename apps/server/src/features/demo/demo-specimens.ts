import sharp from 'sharp';

// Illustrations for the demo's identity checks: a card marked SPECIMEN and a drawn head and
// shoulders, never a real document or face. Drawn as SVG and stored as the WebP every uploaded
// photo becomes (lib/photos.ts).

const documentSvg = (name: string, number: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
  <rect width="640" height="400" rx="28" fill="#e8f1ec"/>
  <rect x="0" y="0" width="640" height="70" rx="28" fill="#0f766e"/>
  <text x="32" y="46" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff">REPUBLIC OF KENYA · SPECIMEN</text>
  <rect x="32" y="100" width="170" height="210" rx="12" fill="#cbd5e1"/>
  <circle cx="117" cy="170" r="44" fill="#94a3b8"/>
  <rect x="62" y="226" width="110" height="70" rx="35" fill="#94a3b8"/>
  <text x="232" y="140" font-family="sans-serif" font-size="22" fill="#334155">NAME</text>
  <text x="232" y="174" font-family="sans-serif" font-size="30" font-weight="700" fill="#0f172a">${name}</text>
  <text x="232" y="224" font-family="sans-serif" font-size="22" fill="#334155">ID NUMBER</text>
  <text x="232" y="258" font-family="monospace" font-size="30" font-weight="700" fill="#0f172a">${number}</text>
  <text x="320" y="372" font-family="sans-serif" font-size="20" fill="#64748b" text-anchor="middle">Demo data: not a real document</text>
</svg>`;

const selfieSvg = (hue: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 480 600">
  <rect width="480" height="600" fill="hsl(${hue} 45% 88%)"/>
  <circle cx="240" cy="230" r="110" fill="hsl(${hue} 25% 45%)"/>
  <rect x="90" y="370" width="300" height="260" rx="150" fill="hsl(${hue} 35% 35%)"/>
  <text x="240" y="570" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">Demo illustration</text>
</svg>`;

const toWebp = (svg: string) => sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();

export async function drawSpecimens(person: { name: string; documentNumber: string; hue: number }) {
  const [documentPhoto, selfie] = await Promise.all([toWebp(documentSvg(person.name.toUpperCase(), person.documentNumber)), toWebp(selfieSvg(person.hue))]);
  return { documentPhoto, selfie };
}
