// Times the kit's .xls writer alone in node (issue 39: the 100,000-row export's 'write' phase):
//   node --import tsx scripts/xls-write-timing.mjs [rows=100000] [columns=20]
// Synthetic goods-like values (codes, Chinese names, prices, dates, coded labels) are made into cells
// as the xls worker does (xlsCell), written (Biff8Book) and put in their compound file; prints ms per phase.
import { performance } from 'node:perf_hooks';
import { Biff8Book } from '../src/kit/export/biff8Book.ts';
import { xlsCell } from '../src/kit/export/xlsCell.ts';
import { xlsFileParts } from '../src/kit/export/xlsWriter.ts';

const rows = Number(process.argv[2] ?? 100_000);
const width = Number(process.argv[3] ?? 20);
const kinds = [
  {},
  { format: 'price' },
  { format: 'date' },
  {
    labels: new Map([
      ['13', '13%'],
      ['9', '9%'],
    ]),
  },
  {},
];
const fields = Array.from({ length: width }, (_, c) => kinds[c % kinds.length]);
const columns = fields.map((f, c) => ({ title: `Col ${c}`, width: 100, numberFormat: f.format ? '0.00' : undefined }));
const valueOf = (r, c) =>
  [`${2_000_000 + r}`, String((r % 997) * 1.01), '2025-06-18 10:20:30', r % 2 ? '13' : '9', `牛奶 Milk 1L ${r}`][c % 5];
const values = [];
for (let r = 0; r < rows; r++) for (let c = 0; c < width; c++) values.push(valueOf(r, c));

let t = performance.now();
const book = new Biff8Book('Goods', columns, rows);
const row = new Array(width);
let cellsMs = 0;
for (let i = 0; i < values.length; i += width) {
  const c0 = performance.now();
  for (let j = 0; j < width; j++) row[j] = xlsCell(values[i + j], fields[j]);
  cellsMs += performance.now() - c0;
  book.addRow(row);
}
const rowsMs = performance.now() - t;
t = performance.now();
const parts = xlsFileParts(book);
const finishMs = performance.now() - t;
t = performance.now();
const blob = new Blob(parts);
const blobMs = performance.now() - t;
const round = (n) => Math.round(n);
console.log(
  JSON.stringify({
    rows,
    columns: width,
    cellsMs: round(cellsMs),
    recordsMs: round(rowsMs - cellsMs),
    finishMs: round(finishMs),
    blobMs: round(blobMs),
    bytes: blob.size,
  }),
);
