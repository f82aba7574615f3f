export { CutPlanPage } from './CutPlanPage';
