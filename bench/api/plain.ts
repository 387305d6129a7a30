// The baseline of `pnpm bench:api`, in its own process: a plain node:http server answering, for each
// path it was given, the same bytes the API answered there.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlainBodies, PlainReady } from './protocol';

process.once('message', (message) => {
  const bodies = new Map(Object.entries((message as PlainBodies).bodies));
  const server = createServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const ready: PlainReady = { type: 'ready', port: (server.address() as AddressInfo).port };
    process.send!(ready);
  });
  process.on('message', (m) => {
    if (m === 'stop') server.close(() => process.exit(0));
  });
});
