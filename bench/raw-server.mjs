// The reference of `bench/server.mjs`: plain node:http answering every request with one fixed
// answer (the bytes and headers the storefront sent for a page), in its own process like the
// storefront. Usage: node bench/raw-server.mjs <answer.json>   (prints the port it listens on)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answer = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const body = Buffer.from(answer.body, 'base64');
const headers = [...answer.headers, ['content-length', String(body.length)]].flat();
const server = createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
