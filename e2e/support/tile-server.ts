// A map tile server on 127.0.0.1 for the journeys: one small PNG (a pale square with a grid line)
// for any /{z}/{x}/{y}.png, and a count of what it served, so maps load without leaving the machine.
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';

export type TileServer = {
  /** The template for MAP_TILE_URL. */
  template: string;
  origin: string;
  stop(): Promise<void>;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256 x 256 RGB tile: pale ground, a darker line along the top and left edges. */
export function tilePng(): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const edge = x === 0 || y === 0;
      row.set(edge ? [200, 192, 178] : [236, 232, 222], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function startTileServer(): Promise<TileServer> {
  const png = tilePng();
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && /^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      response.end(png);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    template: `${origin}/{z}/{x}/{y}.png`,
    origin,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
