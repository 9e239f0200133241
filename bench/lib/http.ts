import { request, type Agent, type IncomingHttpHeaders } from 'node:http';

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * One request through node:http, which (unlike fetch) adds no Accept-Encoding and never
 * decompresses, so the bytes are exactly what the server put on the wire.
 */
export function sendRequest(
  url: string,
  { method = 'GET', headers = {}, body, agent, localAddress }: { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent; localAddress?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = body === undefined ? headers : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers };
    const call = request(url, { method, headers: outgoing, agent: agent ?? false, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end(body);
  });
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
