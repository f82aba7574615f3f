export { AqlPanel, type AqlPanelProps } from './AqlPanel';
export { SamplingAqlPanel } from './SamplingAqlPanel';
