import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { put } from './stream-writes.ts';

const MAX32 = 0xffffffff;

const crcTable = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/** zlib's CRC-32 (Node 20.15 and later), else the same computed here. */
const crc32 =
  zlib.crc32 ??
  ((data: Buffer, value = 0) => {
    let c = ~value;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return ~c >>> 0;
  });
const UTF8_NAMES_AND_DESCRIPTOR = 0x0808;
const DEFLATE = 8;

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  size: number;
  compressed: number;
}

/** The DOS date and time a ZIP entry carries. */
function dosTime(d: Date) {
  const time = (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1);
  const date = ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate();
  return { time, date };
}

/**
 * A ZIP archive written to a stream as it is made, each entry deflated on zlib's threads while the next
 * part is built, with backpressure from the stream. Sizes follow each entry (data descriptors), so nothing
 * is held whole. An entry past 4 GiB gets ZIP64 sizes in its descriptor and the central directory.
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly stamp = dosTime(new Date());

  constructor(private readonly out: Writable) {}

  private async send(chunk: Buffer) {
    this.offset += chunk.length;
    await put(this.out, chunk);
  }

  /** One file of the archive, its content read chunk by chunk. */
  async add(fileName: string, content: AsyncIterable<Buffer> | Iterable<Buffer>) {
    const entry: Entry = { name: Buffer.from(fileName), offset: this.offset, crc: 0, size: 0, compressed: 0 };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(UTF8_NAMES_AND_DESCRIPTOR, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt16LE(entry.name.length, 26);
    await this.send(Buffer.concat([header, entry.name]));
    const deflate = zlib.createDeflateRaw();
    const feeding = (async () => {
      try {
        for await (const chunk of content) {
          entry.crc = crc32(chunk, entry.crc);
          entry.size += chunk.length;
          await put(deflate, chunk);
        }
        deflate.end();
      } catch (error) {
        deflate.destroy(error as Error);
      }
    })();
    for await (const chunk of deflate) {
      entry.compressed += chunk.length;
      await this.send(chunk);
    }
    await feeding;
    await this.send(descriptor(entry));
    this.entries.push(entry);
  }

  /** The central directory and its end record: the archive is complete. */
  async finish() {
    const start = this.offset;
    for (const entry of this.entries) await this.send(centralHeader(entry, this.stamp));
    const size = this.offset - start;
    const zip64 = start >= MAX32 || this.entries.some(needsZip64);
    if (zip64) await this.send(zip64End(this.entries.length, size, start, this.offset));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(Math.min(size, MAX32), 12);
    end.writeUInt32LE(zip64 ? MAX32 : start, 16);
    await this.send(end);
  }
}

const needsZip64 = (e: Entry) => e.size >= MAX32 || e.compressed >= MAX32 || e.offset >= MAX32;

function descriptor(entry: Entry) {
  const wide = needsZip64(entry);
  const out = Buffer.alloc(wide ? 24 : 16);
  out.writeUInt32LE(0x08074b50, 0);
  out.writeUInt32LE(entry.crc, 4);
  if (wide) {
    out.writeBigUInt64LE(BigInt(entry.compressed), 8);
    out.writeBigUInt64LE(BigInt(entry.size), 16);
  } else {
    out.writeUInt32LE(entry.compressed, 8);
    out.writeUInt32LE(entry.size, 12);
  }
  return out;
}

function centralHeader(entry: Entry, stamp: { time: number; date: number }) {
  const wide = needsZip64(entry);
  const extra = Buffer.alloc(wide ? 28 : 0);
  if (wide) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(24, 2);
    extra.writeBigUInt64LE(BigInt(entry.size), 4);
    extra.writeBigUInt64LE(BigInt(entry.compressed), 12);
    extra.writeBigUInt64LE(BigInt(entry.offset), 20);
  }
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(45, 4);
  header.writeUInt16LE(wide ? 45 : 20, 6);
  header.writeUInt16LE(UTF8_NAMES_AND_DESCRIPTOR, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(stamp.time, 12);
  header.writeUInt16LE(stamp.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(wide ? MAX32 : entry.compressed, 20);
  header.writeUInt32LE(wide ? MAX32 : entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  header.writeUInt32LE(wide ? MAX32 : entry.offset, 42);
  return Buffer.concat([header, entry.name, extra]);
}

/** The ZIP64 end of central directory record and its locator, before the classic end record. */
function zip64End(entries: number, size: number, start: number, at: number) {
  const record = Buffer.alloc(56 + 20);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(entries), 24);
  record.writeBigUInt64LE(BigInt(entries), 32);
  record.writeBigUInt64LE(BigInt(size), 40);
  record.writeBigUInt64LE(BigInt(start), 48);
  record.writeUInt32LE(0x07064b50, 56);
  record.writeBigUInt64LE(BigInt(at), 64);
  record.writeUInt32LE(1, 72);
  return record;
}
