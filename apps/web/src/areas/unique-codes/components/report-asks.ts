/** What a 手动上报 at the node asks: 入库仓库 (tail-in: required; QC: optional), 发货仓库 and 客户 (tail-out: required). */
export function reportAsks(typeCode: string | undefined): { storehouse: 'required' | 'optional' | null; customer: boolean } {
  if (typeCode === 'tail_out_store') return { storehouse: 'required', customer: true };
  if (typeCode === 'tail_in_store') return { storehouse: 'required', customer: false };
  if (typeCode === 'quality_checking') return { storehouse: 'optional', customer: false };
  return { storehouse: null, customer: false };
}
