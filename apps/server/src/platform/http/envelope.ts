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

/**
 * An answer's data already as JSON text (built by PostgreSQL's json functions): the route splices it into the
 * envelope as it is, so a large answer is not parsed into objects and stringified again in the process (the
 * workbench grid: the bench's CPU profile put a quarter of a call in that round trip and its garbage). `T` is the
 * shape the text holds, for the reader; the statement that builds it is that shape's only check, so its tests read
 * the answer through the API.
 */
export class JsonText<T> {
  declare readonly shape?: T;
  constructor(readonly text: string) {}
}

/** The success envelope around data that is JSON text already (the same bytes `ok` would give once serialised). */
export function okJsonText(data: JsonText<unknown>, msg = '成功'): string {
  return `{"code":0,"msg":${JSON.stringify(msg)},"data":${data.text}}`;
}
