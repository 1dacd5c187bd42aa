// Draws the console's app icons as PNG files in public/icons (no downloads, no dependencies):
//   node sw/render-icons.mjs
// "any" icons are a rounded square; "maskable" ones fill the square and keep the mark inside
// the 80 % safe zone, so any mask shape a platform applies leaves it whole.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const OUT = path.resolve(import.meta.dirname, '..', 'public', 'icons');
const BACKGROUND = [0x19, 0x71, 0xc2]; // Mantine blue 8, the console's primary colour
const MARK = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0; // no filter
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Inside a square of side 1 with rounded corners of radius r (coordinates 0..1). */
function inRoundedSquare(x, y, r) {
  const dx = Math.max(r - x, 0, x - (1 - r));
  const dy = Math.max(r - y, 0, y - (1 - r));
  return dx * dx + dy * dy <= r * r;
}

/**
 * The mark: a "C" ring open to the right, with a pulse line running through its opening, as
 * in a heartbeat monitor. `scale` shrinks it for the maskable safe zone.
 */
function inMark(x, y, scale) {
  const cx = (x - 0.5) / scale;
  const cy = (y - 0.5) / scale;
  const radius = Math.hypot(cx, cy);
  const angle = Math.atan2(cy, cx);
  const ring = radius > 0.2 && radius < 0.31 && Math.abs(angle) > Math.PI / 5;
  // Pulse: flat, up, down, flat, across the middle.
  const points = [
    [-0.08, 0],
    [0.05, 0],
    [0.12, -0.16],
    [0.2, 0.14],
    [0.27, 0],
    [0.4, 0],
  ];
  let pulse = false;
  for (let i = 0; i < points.length - 1; i += 1) {
    const [ax, ay] = points[i];
    const [bx, by] = points[i + 1];
    const t = Math.max(
      0,
      Math.min(
        1,
        ((cx - ax) * (bx - ax) + (cy - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2),
      ),
    );
    const distance = Math.hypot(cx - (ax + t * (bx - ax)), cy - (ay + t * (by - ay)));
    if (distance < 0.035) pulse = true;
  }
  return ring || pulse;
}

function render(size, maskable) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4; // 4x4 supersampling for smooth edges
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let background = 0;
      let mark = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const u = (x + (sx + 0.5) / samples) / size;
          const v = (y + (sy + 0.5) / samples) / size;
          const inside = maskable || inRoundedSquare(u, v, 0.22);
          if (!inside) continue;
          if (inMark(u, v, maskable ? 0.78 : 1)) mark += 1;
          else background += 1;
        }
      }
      const total = samples * samples;
      const alpha = (background + mark) / total;
      const offset = (y * size + x) * 4;
      for (let c = 0; c < 3; c += 1) {
        const value =
          background + mark === 0
            ? 0
            : (BACKGROUND[c] * background + MARK[c] * mark) / (background + mark);
        pixels[offset + c] = Math.round(value);
      }
      pixels[offset + 3] = Math.round(alpha * 255);
    }
  }
  return png(size, pixels);
}

mkdirSync(OUT, { recursive: true });
const icons = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-192.png', 192, true],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon-180.png', 180, true],
];
for (const [name, size, maskable] of icons) {
  writeFileSync(path.join(OUT, name), render(size, maskable));
  console.log(`wrote public/icons/${name}`);
}
