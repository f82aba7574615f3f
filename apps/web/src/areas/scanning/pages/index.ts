// The area's pages load as one module: the route table holds one lazy import.
export { BundleTrackPage } from './BundleTrackPage';
export { ScanPage } from './ScanPage';
