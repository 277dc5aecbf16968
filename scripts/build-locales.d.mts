export declare const SOURCE_LANGUAGE: 'zh-CN';
export declare const DERIVED_LANGUAGE: 'zh-HK';
export declare function convertText(text: string, convert: (text: string) => string): string;
export declare function convertResources<T>(value: T, convert: (text: string) => string): T;
export declare function loadConverter(): Promise<(text: string) => string>;
export declare function serialize(value: unknown): string;
export declare function buildLocales(options?: {
  root?: string;
  force?: boolean;
  log?: (line: string) => void;
}): Promise<{ changed: boolean; namespaces: string[]; written: string[]; removed: string[] }>;
