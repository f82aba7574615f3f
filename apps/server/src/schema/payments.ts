import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

/** Payments, applications, prepayments and transfers (migration 202612030700_create-payments.ts, areas/payments). */
type DateColumn = ColumnType<string, string, string>;
type PartnerTypeColumn = 'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER';
type Kind = 'PAY' | 'COLLECT';

interface BillColumns {
  id: Id;
  unitId: string;
  remark: string | null;
  status: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface FinancePaymentApplyTable extends BillColumns {
  orderNo: string;
  partnerType: PartnerTypeColumn;
  partnerId: string;
  applyAmount: Numeric;
  applyDate: DateColumn;
}

export interface FinancePaymentTable extends BillColumns {
  payNo: string;
  kind: Kind;
  partnerType: PartnerTypeColumn;
  partnerId: string;
  /** The finance account paid from (or into); null when prepaid balance pays it all. */
  accountId: string | null;
  payAmount: Numeric;
  /** Prepaid balance the payment uses. */
  prepayAmount: Numeric;
  payDate: DateColumn;
  applyId: string | null;
}

export interface FinancePaymentOrderTable {
  id: Id;
  unitId: string;
  billType: 'PAYMENT' | 'PAYMENT_APPLY';
  billId: string;
  orderType: string;
  orderId: string;
  orderNo: string;
  amount: Numeric;
}

export interface FinancePaymentInvoiceTable {
  id: Id;
  unitId: string;
  billType: 'PAYMENT' | 'PAYMENT_APPLY';
  billId: string;
  invoiceId: string;
}

export interface FinancePrepayTable extends BillColumns {
  prepayNo: string;
  kind: Kind;
  partnerType: PartnerTypeColumn;
  partnerId: string;
  accountId: string;
  amount: Numeric;
  prepayDate: DateColumn;
}

export interface FinancePrepayTransferTable extends BillColumns {
  transferNo: string;
  kind: Kind;
  fromPartnerType: PartnerTypeColumn;
  fromPartnerId: string;
  toPartnerType: PartnerTypeColumn;
  toPartnerId: string;
  amount: Numeric;
  transferDate: DateColumn;
}

export interface PaymentTables {
  financePaymentApply: FinancePaymentApplyTable;
  financePayment: FinancePaymentTable;
  financePaymentOrder: FinancePaymentOrderTable;
  financePaymentInvoice: FinancePaymentInvoiceTable;
  financePrepay: FinancePrepayTable;
  financePrepayTransfer: FinancePrepayTransferTable;
}
