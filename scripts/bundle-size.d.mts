// Types of scripts/bundle-size.mjs for the TypeScript that imports it (bench/web.ts).
export interface Screen {
  name: string;
  title: string;
  modules: string[];
  budgetKiB: number;
  targetKiB: number;
}
export interface ChunkSize {
  key: string;
  file: string;
  raw: number;
  gzip: number;
}
export interface ScreenResult extends Screen {
  error?: string;
  gzip: number;
  raw: number;
  cssGzip: number;
  chunks: ChunkSize[];
  isOver: boolean;
  isTargetMet: boolean;
}
export interface BundleResult {
  dist: string;
  screens: ScreenResult[];
  heaviestPage: { key: string; gzip: number } | null;
  allJsGzip: number;
  chunkCount: number;
}
export const SCREENS: Screen[];
export function measureBundle(dist: string, screens?: Screen[]): BundleResult;
export function bundleTable(result: BundleResult): string;
export function kib(bytes: number): string;
