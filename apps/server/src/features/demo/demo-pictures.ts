import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { DemoSeller } from './data/types';
import type { Ids } from './seed-demo-data';

const day = 24 * 60 * 60 * 1000;

/**
 * Drawn by scripts/generate-images.mjs, never photographed (docs/decisions/0004-demo-data.md):
 * portraits/<gender>-<n>.webp at 256x256 and past-work/<category>-<n>.webp at 640x480, stored
 * as they are, like the WebP every uploaded photo becomes (lib/photos.ts).
 */
const imagesDir = path.join(import.meta.dirname, 'images');
const portraitSize = { width: 256, height: 256 };
const pastWorkSize = { width: 640, height: 480 };

/**
 * Left as a new professional is, without a portrait or photos of past work, so the demo still
 * shows the initials in place of a photo and a page without a gallery.
 */
export const sellersWithoutPictures: ReadonlySet<string> = new Set(['kelvin-odhiambo', 'collins-wafula']);

type DemoPictures = { portraits: Map<string, Buffer[]>; pastWork: Map<string, Buffer[]> };

let pictures: Promise<DemoPictures> | undefined;

/** The files, read once per process: every first start and every test database seeds from the same bytes. */
function loadDemoPictures(): Promise<DemoPictures> {
  pictures ??= Promise.all([readPictureFolder('portraits'), readPictureFolder('past-work')]).then(([portraits, pastWork]) => ({ portraits, pastWork }));
  return pictures;
}

/** The folder's pictures grouped by the name before their number (`female-2.webp` under `female`), in order. */
async function readPictureFolder(folder: string): Promise<Map<string, Buffer[]>> {
  const names = (await readdir(path.join(imagesDir, folder))).filter((name) => name.endsWith('.webp')).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const groups = new Map<string, Buffer[]>();
  const files = await Promise.all(names.map((name) => readFile(path.join(imagesDir, folder, name))));
  for (const [index, name] of names.entries()) {
    const group = name.replace(/-\d+\.webp$/, '');
    groups.set(group, [...(groups.get(group) ?? []), files[index]!]);
  }
  return groups;
}

/**
 * Every demo professional but two gets a portrait and two or three photos of past work in
 * their first offering's category, dated over the past months. Portraits go round the six of
 * the professional's gender in list order, so professionals of one category (listed together)
 * look different; each professional starts the category's pictures at a different one.
 */
export async function insertDemoPictures(trx: Transaction<DB>, ids: Ids, sellers: DemoSeller[]): Promise<void> {
  const { portraits, pastWork } = await loadDemoPictures();
  const now = Date.now();
  const photos: Array<{ id: string; owner_id: string; width: number; height: number; bytes: Buffer; created_at: Date }> = [];
  const gallery: Array<{ photo_id: string; seller_id: string; created_at: Date }> = [];
  const portraitOf: Array<{ userId: string; photoId: string }> = [];
  const seen = new Map<string, number>();
  const nextOf = (group: string) => {
    const nth = seen.get(group) ?? 0;
    seen.set(group, nth + 1);
    return nth;
  };

  for (const [index, seller] of sellers.entries()) {
    if (sellersWithoutPictures.has(seller.key)) continue;
    const sellerId = ids.users.get(seller.key)!;
    const looks = portraits.get(seller.gender) ?? [];
    if (looks.length > 0) {
      const photoId = randomUUID();
      photos.push({ id: photoId, owner_id: sellerId, ...portraitSize, bytes: looks[nextOf(seller.gender) % looks.length]!, created_at: new Date(now) });
      portraitOf.push({ userId: sellerId, photoId });
    }
    const category = seller.offerings[0]!.category;
    const scenes = pastWork.get(category) ?? [];
    const nth = nextOf(category);
    const count = Math.min(scenes.length, 2 + ((index + nth) % 2));
    for (let shot = 0; shot < count; shot++) {
      const photoId = randomUUID();
      const takenAt = new Date(now - (12 + ((index * 23 + shot * 41) % 170)) * day);
      photos.push({ id: photoId, owner_id: sellerId, ...pastWorkSize, bytes: scenes[(nth + shot) % scenes.length]!, created_at: takenAt });
      gallery.push({ photo_id: photoId, seller_id: sellerId, created_at: takenAt });
    }
  }
  if (photos.length === 0) return;

  await trx.insertInto('photos').values(photos).execute();
  if (gallery.length > 0) await trx.insertInto('gallery_photos').values(gallery).execute();
  await sql`
    UPDATE users SET profile_photo_id = portrait.photo_id
    FROM unnest(${portraitOf.map((row) => row.userId)}::uuid[], ${portraitOf.map((row) => row.photoId)}::uuid[]) AS portrait (user_id, photo_id)
    WHERE users.id = portrait.user_id
  `.execute(trx);
}
