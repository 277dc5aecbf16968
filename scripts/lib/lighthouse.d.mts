/** The figures the bench keeps of one Lighthouse report (scripts/lib/lighthouse.mjs). */
export type LighthouseFigures = {
  score: number;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  siMs: number | null;
  ttiMs: number | null;
  cls: number | null;
  benchmarkIndex: number | null;
  mainThreadMs: Record<string, number | null>;
  scripts: Array<{ file: string; totalMs: number | null; scriptingMs: number | null }>;
  longTasks: Array<{ file: string; ms: number | null; atMs: number | null }>;
  lcpElement: string | null;
};
export const LIGHTHOUSE: string;
export function figuresOf(lhr: unknown): LighthouseFigures;
export function worthAnotherRun(stderr: string): boolean;
export function runWithRetry<T>(
  attempt: () => { ok: boolean; stderr: string; value: () => T },
  tries?: number,
  onRetry?: (stderr: string) => void,
): T;
export function medianRun<T extends { score: number; tbtMs: number | null }>(runs: T[]): T;
export function lighthouseOfPages(options: {
  pages: Array<{ name: string; distDir: string; path: string; securityHeaders?: boolean }>;
  mockPort: number;
  nginxPorts: number[];
  runs: number;
  chromiumPath: string;
  chromiumArgs: string[];
  resetMock: () => Promise<unknown>;
  log: (line: string) => void;
}): Promise<Record<string, unknown>>;
