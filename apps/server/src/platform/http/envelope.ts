export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = '成功'): Envelope<T> {
  return { code: 0, msg, data };
}

export interface Page<T> {
  list: T[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
}
