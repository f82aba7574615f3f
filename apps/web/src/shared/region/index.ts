export { RegionCascader, type RegionCascaderProps } from './RegionCascader';
export { useRegionIndex, useRegionLabel, useRegionTree } from './region-api';
export { fromRegionValue, joinAddress, toRegionValue } from './region-value';
