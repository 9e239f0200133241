import type { Database } from '../../db';

/** Whether the photo still exists, without reading its bytes (a cache asking about its copy). */
export async function photoExists(db: Database, id: string): Promise<boolean> {
  return (await db.selectFrom('photos').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export function findPhoto(db: Database, id: string) {
  return db.selectFrom('photos').select(['bytes', 'content_type']).where('id', '=', id).executeTakeFirst();
}
