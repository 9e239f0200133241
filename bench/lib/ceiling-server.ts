// The ceiling of part 1: a bare node:http server answering every request with one fixed
// body (the catalogue's bytes), read once from the file named on the command line. It runs
// as its own process, like Fundi's server, so the load generator never shares its CPU time.
// It prints its port once listening.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, contentType = 'application/json; charset=utf-8'] = process.argv.slice(2);
const body = readFileSync(bodyFile!);

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as { port: number }).port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
