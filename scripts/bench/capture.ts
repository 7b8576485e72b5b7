// Captures the app's answers for the ceiling server: every header that reaches the client except
// the per-response and hop-by-hop ones, and the body as sent (compressed when it was).
import type { IncomingHttpHeaders } from 'node:http';
import { request } from './http.ts';

export interface Captured {
  status: number;
  headers: Record<string, string | string[]>;
  /** base64 of the bytes on the wire */
  body: string;
}

const DROPPED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'set-cookie']);

export function keptHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !DROPPED.has(name)) kept[name] = value;
  return kept;
}

export async function capture(origin: string, paths: string[], headers: Record<string, string>): Promise<Record<string, Captured>> {
  const out: Record<string, Captured> = {};
  for (const path of new Set(paths)) {
    const res = await request(origin, path, { headers });
    out[path] = { status: res.status, headers: { ...keptHeaders(res.headers), 'content-length': String(res.body.length) }, body: res.body.toString('base64') };
  }
  return out;
}
