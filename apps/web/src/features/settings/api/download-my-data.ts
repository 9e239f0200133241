import { apiEndpoints } from '@fundi/shared';
import { accessTokenForCall } from '../../../lib/session-refresh';

/**
 * GET /api/me/export: everything Fundi holds about the caller, one JSON file. It is fetched with
 * the caller's token (a plain link could not send it, and a token never goes in an address) and
 * handed to the browser as a download; the server streams it, so it may be large.
 */
export async function downloadMyData(): Promise<void> {
  const token = await accessTokenForCall();
  const response = await fetch(apiEndpoints.exportMyData.path(), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  if (!response.ok) throw new Error(String(response.status));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'fundi-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once cancels it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
