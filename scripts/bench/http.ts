// A small keep-alive HTTP client over node:http: raw bytes in and out, no decoding, so what the bench
// captures is exactly what a client received.
import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: http.Agent;
}

export function request(origin: string, path: string, options: RequestOptions = {}): Promise<RawResponse> {
  const url = new URL(path, origin);
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(Buffer.byteLength(options.body));
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname: url.hostname, port: url.port, path: url.pathname + url.search, method: options.method ?? 'GET', headers, agent: options.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${options.method ?? 'GET'} ${path}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The session cookie pair(s) of a response, ready for a Cookie header. */
export function cookiesOf(res: RawResponse): string {
  return (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}

export const json = <T>(res: RawResponse): T => JSON.parse(res.body.toString('utf8')) as T;

export async function waitForHealth(origin: string, timeoutMs: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error('the server exited before answering /api/health');
    try {
      const res = await request(origin, '/api/health');
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${origin}/api/health did not answer 200 within ${timeoutMs / 1000} s`);
}
