import type { FastifyInstance } from 'fastify';

/** One file as a multipart/form-data body (field "file"), for app.inject. */
export function multipartFile(
  content: Buffer,
  fileName: string,
  contentType: string,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gf${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName.replace(/"/g, '%22')}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a file with the session cookie; answers the envelope and the raw response. */
export async function uploadTo(
  app: FastifyInstance,
  url: string,
  sid: string | null,
  file: { content: Buffer; name: string; type: string },
  extraHeaders: Record<string, string> = {},
) {
  const body = multipartFile(file.content, file.name, file.type);
  const res = await app.inject({
    method: 'POST',
    url: url.startsWith('/') ? url : `/v1/api/${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...(sid ? { cookie: `sid=${sid}` } : {}), ...extraHeaders },
  });
  const json = res.json() as { code: number; msg: string; data: any };
  return { status: res.statusCode, ...json };
}
