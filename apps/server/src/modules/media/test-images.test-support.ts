import sharp from 'sharp';

/** A real image of the size, one colour, made by sharp: it decodes. */
export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

export const jpegOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();

/** What a sniffer of the first bytes takes for a PNG: the signature, then anything. */
export const pngSignatureThen = (rest: string) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(rest)]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/**
 * A decompression bomb's header: a few hundred bytes whose IHDR (with a correct checksum) says
 * width × height, what a decoder would allocate before reading the pixels.
 */
export async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await pngOf(1, 1));
  // The signature (8), then IHDR: length (4), type (4), width (4), height (4), … , its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export const dataUrl = (type: string, bytes: Buffer) =>
  `data:${type};base64,${bytes.toString('base64')}`;
