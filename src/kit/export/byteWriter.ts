/**
 * Little-endian bytes written into one buffer that doubles when full: the xls writer's 30 MB of
 * records cost one allocation per doubling instead of one small array per record.
 */
export class ByteWriter {
  bytes: Uint8Array;
  private view: DataView;
  length = 0;

  constructor(capacity = 1 << 16) {
    this.bytes = new Uint8Array(capacity);
    this.view = new DataView(this.bytes.buffer);
  }

  /** Makes room for `n` more bytes. */
  reserve(n: number): void {
    const need = this.length + n;
    if (need <= this.bytes.length) return;
    let capacity = this.bytes.length * 2;
    while (capacity < need) capacity *= 2;
    const grown = new Uint8Array(capacity);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
    this.view = new DataView(grown.buffer);
  }

  u8(value: number): void {
    this.reserve(1);
    this.bytes[this.length++] = value & 0xff;
  }

  u16(value: number): void {
    this.reserve(2);
    this.view.setUint16(this.length, value & 0xffff, true);
    this.length += 2;
  }

  u32(value: number): void {
    this.reserve(4);
    this.view.setUint32(this.length, value >>> 0, true);
    this.length += 4;
  }

  f64(value: number): void {
    this.reserve(8);
    this.view.setFloat64(this.length, value, true);
    this.length += 8;
  }

  /** UTF-16LE code units of `text` (no length, no terminator). */
  utf16(text: string): void {
    this.reserve(text.length * 2);
    const bytes = this.bytes;
    let at = this.length;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      bytes[at++] = code & 0xff;
      bytes[at++] = code >> 8;
    }
    this.length = at;
  }

  zeros(n: number): void {
    this.reserve(n);
    this.bytes.fill(0, this.length, this.length + n);
    this.length += n;
  }

  /** The bytes written so far (a view, not a copy). */
  written(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}
