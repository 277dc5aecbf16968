export function duration(ms: number): string;
type Part = {
  passed: number;
  failed: number;
  skipped: number;
  failures: { name: string; error: string[] }[];
  flaky: string[];
  slowest: { name: string; ms: number }[];
};
export function summariseVitest(report: unknown): Part | null;
export function summarisePlaywright(report: unknown): Part | null;
