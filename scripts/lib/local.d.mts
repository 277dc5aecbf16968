export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export const PLAYWRIGHT_DISABLED_FEATURES: string[];
export function waitForServer(url: string, ms?: number, gaveUp?: () => boolean): Promise<void>;
export function ensureDebianPackage(
  binary: string,
  packages: string[],
  options: { name: string; hint: string; installArgs?: string[] },
): boolean;
export function buildApp(outDir: string, mode?: string): void;
