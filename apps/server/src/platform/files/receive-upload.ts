import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../http/errors.js';

const cutShort = { zh: '上传未完成（连接中断或超时），请重新上传', en: 'the upload was cut short; send the file again' };

export function uploadCutShort(): AppError {
  return invalid('file', cutShort);
}

/**
 * The first file of a multipart request, watched for a stalled body: when the client sends nothing for
 * `idleMs` (a truncated upload over a connection left open), the wait ends with 40001 on `file` instead of
 * hanging until the client gives up, and the file stream, if reading had begun, fails with the same error.
 * Answers undefined when the request holds no file part (or is not multipart at all).
 */
export async function receiveUpload(req: FastifyRequest, idleMs: number): Promise<MultipartFile | undefined> {
  const raw = req.raw;
  let file: MultipartFile | undefined;
  let timer: NodeJS.Timeout | undefined;
  let onStall: () => void = () => undefined;
  const stalled = new Promise<never>((_, reject) => {
    onStall = () => {
      const error = uploadCutShort();
      file?.file.destroy(error);
      reject(error);
    };
  });
  // Only the race below awaits `stalled`; after the file arrived, a stall surfaces through the file stream.
  stalled.catch(() => undefined);
  const stop = () => {
    clearTimeout(timer);
    raw.off('data', arm);
  };
  function arm() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stop();
      onStall();
    }, idleMs);
  }
  let pending: Promise<MultipartFile | undefined>;
  try {
    pending = req.file();
  } catch {
    return undefined; // not a multipart request
  }
  // Listening after req.file() has piped the body into the parser: no chunk is taken from it.
  raw.on('data', arm);
  raw.once('end', stop);
  raw.once('close', stop);
  if (raw.readableEnded) stop();
  else arm();
  try {
    file = await Promise.race([pending, stalled]);
  } catch (error) {
    stop();
    if (error instanceof AppError) throw error;
    return undefined; // a body with no readable file part: the caller answers "choose a file"
  }
  // A body that ended inside its only part arrives as a stream the parser already destroyed: a pipe from it never
  // settles, so it is refused here.
  if (file?.file.destroyed && !file.file.readableEnded) {
    stop();
    throw uploadCutShort();
  }
  return file;
}

/** A file stream that failed because its body ended early (busboy's "Unexpected end of form", a premature close). */
export function isBrokenUpload(error: unknown): boolean {
  if (error instanceof AppError) return false;
  const e = error as { code?: string; message?: string } | null;
  return e?.code === 'ERR_STREAM_PREMATURE_CLOSE' || /unexpected end of (form|multipart)/i.test(e?.message ?? '');
}
