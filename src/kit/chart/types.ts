/** A chart of one series: a trend ('line', 'bar') or a share ('pie'), with an optional target line. */
export type ChartSpec = {
  type: 'line' | 'bar' | 'pie';
  points: readonly { name: string; value: number }[];
  /** The series' name (already translated), also the summary's subject. */
  seriesName: string;
  /** How a value is written (SPEC §9 formats), in the tooltip, the axis and the summary. */
  format: (value: number) => string;
  /** A target drawn as a dashed line (e.g. the retailer's fill-rate target). */
  target?: { value: number; name: string };
};
