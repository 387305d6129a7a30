/** Pixel size of PNG, GIF, JPEG and WebP images, read from their headers (no image library). */
export function imageSize(buffer: Buffer, mime: string): { width: number; height: number } | undefined {
  try {
    switch (mime) {
      case 'image/png':
        return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
      case 'image/gif':
        return { width: buffer.readUInt16LE(6), height: buffer.readUInt16LE(8) };
      case 'image/webp':
        return webpSize(buffer);
      case 'image/jpeg':
        return jpegSize(buffer);
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}

function webpSize(b: Buffer) {
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return undefined;
}

function jpegSize(b: Buffer) {
  let offset = 2;
  while (offset + 9 < b.length) {
    if (b[offset] !== 0xff) return undefined;
    const marker = b[offset + 1]!;
    const length = b.readUInt16BE(offset + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(offset + 5), width: b.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}
