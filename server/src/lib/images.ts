import { svgIsSafe } from './svg';

/** The image types a logo may have, told by the file's first bytes, not by its name. */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';

const EXTENSIONS: Record<ImageType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/svg+xml': ['svg'],
};

function startsWith(bytes: Buffer, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

function svgType(bytes: Buffer): ImageType | null {
  const textBytes = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  const text = textBytes.toString('utf8');
  if (text.includes('\uFFFD')) return null;
  // Quick refusal of what is plainly no XML before the parser runs.
  if (!/^\s*</.test(text)) return null;
  return svgIsSafe(text) ? 'image/svg+xml' : null;
}

/** The image's type by its content, or null when it is none of the allowed types. */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // GIF87a or GIF89a.
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && [0x37, 0x39].includes(bytes[4] ?? 0)) {
    return startsWith(bytes, [0x61], 5) ? 'image/gif' : null;
  }
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return svgType(bytes);
}

/** Whether the file name's extension is one the type is known by. */
export function extensionFits(fileName: string, type: ImageType): boolean {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return EXTENSIONS[type].includes(extension);
}
