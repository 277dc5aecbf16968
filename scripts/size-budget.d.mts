export type HeavyHit = { lib: string; via: string };
export type ChunkInfo = {
  file: string;
  key: string | null;
  src: string | null;
  name: string | null;
  initial: boolean;
  dynamicEntry: boolean;
  own: boolean;
  ownModules: number;
  modules: number;
  moduleIds: string[];
  rawKB: number;
  gzipKB: number;
  heavy: HeavyHit[];
  /** Whether the file starts with COMPILE_HINT. */
  compileHint: boolean;
};
export type BuildAnalysis = {
  entry: string;
  haveModules: boolean;
  chunks: ChunkInfo[];
  initial: ChunkInfo[];
  initialJsGzipKB: number;
  /** The sign-in's entry (index.html's first script) and its imports; null in a build with one entry. */
  signInStepGzipKB: number | null;
  routeChunks: ChunkInfo[];
  largestRouteChunk: ChunkInfo | null;
  heavyInInitial: (HeavyHit & { file: string })[];
  /** IDLE_IMPORTS: whether the build has each, and the JS files its import preloads. */
  idlePreloads: { src: string; found: boolean; js: string[] }[];
};
export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export declare const BUDGETS: {
  initialJsGzipKB: number;
  routeChunkGzipKB: number;
  initialVsBaseline: number;
  signInStepGzipKB: number;
};
export declare const HEAVY_LIBRARIES: { name: string; module: RegExp; content: RegExp }[];
export declare function gzipKB(buf: Buffer | string): number;
export declare function round(n: number | null | undefined, digits?: number): number | null;
export declare function heavyLibrariesIn(chunk: { modules?: string[]; code?: string }): HeavyHit[];
export declare function modulesByFile(
  ssrManifest: Record<string, string[]> | null | undefined,
  opts: { base: string; entryFile?: string },
): Map<string, string[]>;
export declare function isOwnModule(id: string): boolean;
export declare function analyzeChunks(args: {
  manifest: Record<string, ManifestChunk>;
  ssrManifest?: Record<string, string[]> | null;
  base?: string;
  files: (file: string) => Buffer;
  indexHtml?: string;
  idleImports?: string[];
}): BuildAnalysis;
export declare const IDLE_IMPORTS: string[];
export declare function jsPreloadsOf(code: string, file: string): string[];
export declare function analyzeBuild(distDir?: string): BuildAnalysis;
export declare function checkBudgets(
  analysis: BuildAnalysis,
  budgets?: typeof BUDGETS,
): { budget: string; value: string; pass: boolean }[];
export declare function printTable(rows: Record<string, unknown>[], columns: string[]): void;
export const COMPILE_HINT: string;
