// The ceiling: a bare node:http server answering each captured URL with the exact status, headers
// and bytes the app sent for it, so the app's figures can be read as a share of what this machine
// can serve at all. Run as its own process: `tsx ceiling-server.ts FILE PORT`.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import type { Captured } from './capture.ts';

const [file, port] = process.argv.slice(2);
const captured = JSON.parse(readFileSync(file!, 'utf8')) as Record<string, Captured>;
const responses = new Map(Object.entries(captured).map(([path, c]) => [path, { status: c.status, headers: c.headers, body: Buffer.from(c.body, 'base64') }]));

const server = http.createServer((req, res) => {
  const found = responses.get(req.url ?? '');
  if (!found) {
    res.writeHead(404, { 'content-length': '0' });
    res.end();
    return;
  }
  res.writeHead(found.status, found.headers);
  res.end(found.body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
