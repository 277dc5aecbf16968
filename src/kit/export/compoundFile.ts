import { ByteWriter } from './byteWriter';

/**
 * The OLE compound file (MS-CFB version 3, 512-byte sectors) that holds an .xls workbook: one stream
 * named 'Workbook' under the root. Returned as parts (the container's sectors, then the stream itself
 * and its padding) so that a Blob is made from the stream without copying it into another buffer.
 */

const SECTOR = 512;
const MINI_SECTOR = 64;
const MINI_CUTOFF = 4096;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const DIFAT_SECTOR = 0xfffffffc;
const NO_STREAM = 0xffffffff;
const HEADER_DIFAT = 109;
const PER_SECTOR = SECTOR / 4;

type Entry = { name: string; type: 2 | 5; child: number; start: number; size: number };

function writeEntry(out: ByteWriter, entry: Entry | null): void {
  const from = out.length;
  if (!entry) {
    out.zeros(64 + 4);
    for (let i = 0; i < 3; i++) out.u32(NO_STREAM);
    out.zeros(128 - (out.length - from));
    return;
  }
  out.utf16(entry.name);
  out.zeros(64 - entry.name.length * 2);
  out.u16((entry.name.length + 1) * 2);
  out.u8(entry.type);
  out.u8(1); // black
  out.u32(NO_STREAM); // left sibling
  out.u32(NO_STREAM); // right sibling
  out.u32(entry.child);
  out.zeros(16 + 4 + 16); // CLSID, state bits, created and modified times
  out.u32(entry.start);
  out.u32(entry.size);
  out.u32(0);
}

function writeHeader(
  out: ByteWriter,
  layout: { fat: number[]; directory: number; miniFat: number; difat: number; difatCount: number },
) {
  for (const byte of [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) out.u8(byte);
  out.zeros(16);
  out.u16(0x003e); // minor version
  out.u16(0x0003); // major version 3
  out.u16(0xfffe); // little-endian
  out.u16(9); // 512-byte sectors
  out.u16(6); // 64-byte mini sectors
  out.zeros(6);
  out.u32(0); // directory sectors (0 in version 3)
  out.u32(layout.fat.length);
  out.u32(layout.directory);
  out.u32(0); // transaction signature
  out.u32(MINI_CUTOFF);
  out.u32(layout.miniFat === -1 ? END_OF_CHAIN : layout.miniFat);
  out.u32(layout.miniFat === -1 ? 0 : 1);
  out.u32(layout.difatCount ? layout.difat : END_OF_CHAIN);
  out.u32(layout.difatCount);
  for (let i = 0; i < HEADER_DIFAT; i++) out.u32(i < layout.fat.length ? layout.fat[i] : FREE);
}

/** Sector numbers of a chain of `count` sectors from `start` in the FAT. */
function chain(fat: Uint32Array, start: number, count: number): void {
  for (let i = 0; i < count; i++) fat[start + i] = i === count - 1 ? END_OF_CHAIN : start + i + 1;
}

const padding = (size: number, unit: number) => new Uint8Array((unit - (size % unit)) % unit);

/** A compound file whose one stream 'Workbook' is `stream` (given in parts): the file's bytes as parts, in order. */
export function compoundFile(stream: readonly Uint8Array[]): Uint8Array[] {
  const size = stream.reduce((n, part) => n + part.length, 0);
  const out = new ByteWriter(SECTOR * 4);
  if (size < MINI_CUTOFF) {
    // Small streams live in the mini stream: sectors FAT, MiniFAT, directory, then the mini stream.
    const minis = Math.max(1, Math.ceil(size / MINI_SECTOR));
    const container = Math.ceil((minis * MINI_SECTOR) / SECTOR);
    const fat = new Uint32Array(PER_SECTOR).fill(FREE);
    fat[0] = FAT_SECTOR;
    fat[1] = END_OF_CHAIN;
    fat[2] = END_OF_CHAIN;
    chain(fat, 3, container);
    writeHeader(out, { fat: [0], directory: 2, miniFat: 1, difat: 0, difatCount: 0 });
    for (const next of fat) out.u32(next);
    const miniFat = new Uint32Array(PER_SECTOR).fill(FREE);
    chain(miniFat, 0, minis);
    for (const next of miniFat) out.u32(next);
    writeEntry(out, { name: 'Root Entry', type: 5, child: 1, start: 3, size: minis * MINI_SECTOR });
    writeEntry(out, { name: 'Workbook', type: 2, child: NO_STREAM, start: 0, size });
    writeEntry(out, null);
    writeEntry(out, null);
    return [out.written(), ...stream, padding(size, SECTOR)];
  }
  // Sectors: FAT, DIFAT (past 109 FAT sectors), directory, then the stream.
  const streamSectors = Math.ceil(size / SECTOR);
  let fatCount = 1;
  let difatCount = 0;
  for (;;) {
    const total = fatCount + difatCount + 1 + streamSectors;
    const needFat = Math.ceil(total / PER_SECTOR);
    const needDifat = needFat > HEADER_DIFAT ? Math.ceil((needFat - HEADER_DIFAT) / (PER_SECTOR - 1)) : 0;
    if (needFat <= fatCount && needDifat <= difatCount) break;
    fatCount = Math.max(fatCount, needFat);
    difatCount = Math.max(difatCount, needDifat);
  }
  const directory = fatCount + difatCount;
  const streamStart = directory + 1;
  const fat = new Uint32Array(fatCount * PER_SECTOR).fill(FREE);
  const fatSectors = Array.from({ length: fatCount }, (_, i) => i);
  for (const s of fatSectors) fat[s] = FAT_SECTOR;
  for (let i = 0; i < difatCount; i++) fat[fatCount + i] = DIFAT_SECTOR;
  fat[directory] = END_OF_CHAIN;
  chain(fat, streamStart, streamSectors);
  writeHeader(out, { fat: fatSectors, directory, miniFat: -1, difat: fatCount, difatCount });
  const fatBytes = new ByteWriter(fat.length * 4);
  for (const next of fat) fatBytes.u32(next);
  // DIFAT sectors: 127 more FAT sector numbers each, then the next DIFAT sector.
  const difat = new ByteWriter(Math.max(1, difatCount) * SECTOR);
  for (let d = 0; d < difatCount; d++) {
    for (let i = 0; i < PER_SECTOR - 1; i++) {
      const index = HEADER_DIFAT + d * (PER_SECTOR - 1) + i;
      difat.u32(index < fatCount ? fatSectors[index] : FREE);
    }
    difat.u32(d === difatCount - 1 ? END_OF_CHAIN : fatCount + d + 1);
  }
  const entries = new ByteWriter(SECTOR);
  writeEntry(entries, { name: 'Root Entry', type: 5, child: 1, start: END_OF_CHAIN, size: 0 });
  writeEntry(entries, { name: 'Workbook', type: 2, child: NO_STREAM, start: streamStart, size });
  writeEntry(entries, null);
  writeEntry(entries, null);
  return [out.written(), fatBytes.written(), difat.written(), entries.written(), ...stream, padding(size, SECTOR)];
}
