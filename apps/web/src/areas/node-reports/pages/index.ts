// One module for the area's pages: the route table then holds one lazy import (the first screen carries each lazy
// import's list of chunks, and its budget is tight).
export { AllReportBillPage } from './AllReportBillPage';
export { NodePanelPage } from './NodePanelPage';
export { PhoneNodesPage } from './PhoneNodesPage';
export { ReportBillDetailPage } from './ReportBillDetailPage';
