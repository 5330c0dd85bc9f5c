import { crc32, deflateRawSync } from 'node:zlib';

/** DOS date and time of a moment (the ZIP header's format, local fields read as UTC). */
function dosTime(at: Date) {
  const time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1);
  const date = ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate();
  return { time, date };
}

/**
 * A ZIP archive holding one deflated file: what the Ministry expects inside `<solicitud>`. Written by hand
 * (local header, data, central directory, end record; UTF-8 name flag) so no archive package is needed.
 */
export function zipOne(name: string, content: Buffer, at: Date): Buffer {
  const fileName = Buffer.from(name, 'utf8');
  const data = deflateRawSync(content);
  const crc = crc32(content);
  const { time, date } = dosTime(at);
  const common = (header: Buffer, offset: number) => {
    header.writeUInt16LE(0x0800, offset); // flags: UTF-8 name
    header.writeUInt16LE(8, offset + 2); // deflate
    header.writeUInt16LE(time, offset + 4);
    header.writeUInt16LE(date, offset + 6);
    header.writeUInt32LE(crc, offset + 8);
    header.writeUInt32LE(data.length, offset + 12);
    header.writeUInt32LE(content.length, offset + 16);
    header.writeUInt16LE(fileName.length, offset + 20);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  common(local, 6);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(20, 6);
  common(central, 8);
  // extra length, comment length, disk, internal and external attributes stay 0; offset of the local header 0.
  const centralSize = central.length + fileName.length;
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** The `<solicitud>` text: the XML zipped, then base64. */
export const solicitudOf = (xml: string, at: Date) =>
  zipOne('solicitud.xml', Buffer.from(xml, 'utf8'), at).toString('base64');
