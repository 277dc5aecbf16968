export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function waitForServer(url: string, ms?: number, gaveUp?: () => boolean): Promise<void>;
