import type { Plugin } from 'vite';

export interface RouteSize {
  /** `entry`, or the lazily loaded module's file name without extension (e.g. `JobsScreen`). */
  route: string;
  /** The manifest key (source path). */
  source: string;
  raw: number;
  gzip: number;
  chunks: number;
}
export interface Budget {
  routes: RegExp;
  gzipKb: number;
}
export declare function precompress(dir: string): number;
export declare function routeName(key: string): string;
export declare function routeSizes(outDir: string): RouteSize[];
export declare function checkBudgets(
  app: string,
  routes: RouteSize[],
  budgets: Budget[],
): { lines: string[]; over: RouteSize[] };
export declare function delivery(options: { app: string; budgets: Budget[] }): Plugin;
export declare const budgets: Record<'employer' | 'arms' | 'candidate', Budget[]>;
export declare const codeSplitting: { groups: Array<{ name: string; test: RegExp }> };
export declare const portalOutput: { codeSplitting: typeof codeSplitting; chunkFileNames: string };
