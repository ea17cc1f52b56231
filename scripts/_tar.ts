/**
 * Just enough of the tar format to change one file in an npm tarball: read the regular files of
 * a gzipped tar, write regular files back as a gzipped ustar archive. No links, no long names.
 *
 * @module
 */

/** One regular file in a tar archive. */
export interface TarEntry {
  /** Its path inside the archive, e.g. `package/package.json`. */
  path: string;
  /** Its contents. */
  data: Uint8Array;
}

const BLOCK = 512;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function pipe(bytes: Uint8Array, transform: CompressionStream | DecompressionStream) {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function field(header: Uint8Array, start: number, length: number): string {
  return decoder.decode(header.subarray(start, start + length)).replace(/\0.*$/s, "");
}

/**
 * Reads the regular files of a gzipped tar archive.
 *
 * @param gzipped The `.tgz` bytes.
 * @returns The files, in archive order.
 * @throws {Error} On an entry that is not a regular file or a folder.
 */
export async function readTarGz(gzipped: Uint8Array): Promise<TarEntry[]> {
  const tar = await pipe(gzipped, new DecompressionStream("gzip"));
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = field(header, 0, 100);
    const prefix = field(header, 345, 155);
    const size = parseInt(field(header, 124, 12).trim() || "0", 8);
    const type = String.fromCharCode(header[156]);
    offset += BLOCK;
    if (type === "0" || type === "\0") {
      entries.push({
        path: prefix ? `${prefix}/${name}` : name,
        data: tar.slice(offset, offset + size),
      });
    } else if (type !== "5") {
      throw new Error(`Cannot read tar entry ${name}: type "${type}" is not supported`);
    }
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, "0") + "\0";
}

/**
 * Writes regular files as a gzipped ustar archive (mode 644, owner 0, time 0, like `deno pack`).
 *
 * @param entries The files.
 * @returns The `.tgz` bytes.
 * @throws {Error} On a path longer than 100 bytes.
 */
export function writeTarGz(entries: TarEntry[]): Promise<Uint8Array> {
  const blocks: Uint8Array[] = [];
  for (const { path, data } of entries) {
    const name = encoder.encode(path);
    if (name.length > 100) throw new Error(`Cannot write tar entry ${path}: the path is too long`);
    const header = new Uint8Array(BLOCK);
    header.set(name, 0);
    header.set(encoder.encode(octal(0o644, 8)), 100);
    header.set(encoder.encode(octal(0, 8)), 108);
    header.set(encoder.encode(octal(0, 8)), 116);
    header.set(encoder.encode(octal(data.length, 12)), 124);
    header.set(encoder.encode(octal(0, 12)), 136);
    header.set(encoder.encode("        "), 148); // the checksum counts its own field as spaces
    header[156] = "0".charCodeAt(0);
    header.set(encoder.encode("ustar\x0000"), 257);
    const checksum = header.reduce((sum, byte) => sum + byte, 0);
    header.set(encoder.encode(checksum.toString(8).padStart(6, "0") + "\0 "), 148);
    const padded = new Uint8Array(Math.ceil(data.length / BLOCK) * BLOCK);
    padded.set(data);
    blocks.push(header, padded);
  }
  blocks.push(new Uint8Array(BLOCK * 2));
  const tar = new Uint8Array(blocks.reduce((length, block) => length + block.length, 0));
  let offset = 0;
  for (const block of blocks) {
    tar.set(block, offset);
    offset += block.length;
  }
  return pipe(tar, new CompressionStream("gzip"));
}
