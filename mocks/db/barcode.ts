/** An EAN-13 barcode: the twelve digits given and their check digit (seeded goods and new goods sheets). */
export function ean13(body12: string): string {
  const sum = body12.split('').reduce((s, ch, i) => s + Number(ch) * (i % 2 === 0 ? 1 : 3), 0);
  return body12 + String((10 - (sum % 10)) % 10);
}
