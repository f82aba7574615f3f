export { BillSettlements } from './BillSettlements';
