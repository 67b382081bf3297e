/**
 * What the mocks can check of an uploaded picture without decoding it, as the server's file-type check does:
 * its real type from the first bytes (PNG, JPEG or WebP), never from its name or declared type.
 */
export async function isImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  return (
    (head[0] === 0x89 && ascii(1, 4) === 'PNG') ||
    (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP')
  );
}

/** A new id of the server's shape (24 hex characters). */
export const randomImageId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (n) =>
    n.toString(16).padStart(2, '0'),
  ).join('');
