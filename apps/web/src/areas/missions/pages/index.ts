// One module for the area's pages: the route table then holds one lazy import (the first screen carries each lazy
// import's list of chunks, and its budget is tight).
export { CancelledMissionsPage } from './CancelledMissionsPage';
export { MissionDetailPage } from './MissionDetailPage';
export { MissionFormPage } from './MissionFormPage';
export { MissionListPage } from './MissionListPage';
export { MissionPrintPage } from '../print/MissionPrintPage';
