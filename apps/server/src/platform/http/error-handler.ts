import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import {
  asDatabaseError,
  duplicateField,
  isInvalidInput,
  isRetryableConflict,
  UNIQUE_VIOLATION,
  type DatabaseError,
} from '../db/database-errors.js';
import { AppError, Code, fieldText, httpStatusForCode, pick, type FieldError, type Lang, type LocalText } from './errors.js';
import { langOf } from './request-context.js';
import { describeIssue, describeZodError } from './validation-messages.js';

/** Every failure leaves as the envelope; unexpected ones as 500 with the request id and no stack. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const lang = langOf(req);
    if (error instanceof AppError) {
      if (error.code === Code.serverError) req.log.error({ err: error }, 'server refusal');
      const data = error.fieldTexts.length
        ? { ...(error.data as object), errors: error.fieldTexts.map((f) => ({ field: f.field, message: pick(f.text, lang) })) }
        : error.data;
      return sendEnvelope(reply, error.code, pick(error.text, lang), data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendInvalid(
        reply,
        error.validation.map((issue) => describeIssue(issue, lang)),
      );
    }
    // A schema parsed inside a handler or service: the same answer as one declared on the route.
    if (error instanceof ZodError) return sendInvalid(reply, describeZodError(error, lang));
    const dbError = asDatabaseError(error);
    if (dbError) {
      const answered = answerDatabaseError(dbError, reply, lang, req);
      if (answered) return answered;
    }
    if (error instanceof RangeError && error.message === 'Invalid time value') {
      // An impossible date the contracts let through, met by PGlite's serializer (pg sends it and gets 22007).
      req.log.warn({ err: error }, 'an invalid date reached the database driver');
      return sendInvalid(reply, [said('(date)', { zh: '日期不正确', en: 'is not a real date' }, lang)]);
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Malformed JSON, bodies too large, wrong content type, a broken upload: the client's fault, said plainly.
      const field = fieldOfFrameworkError(error as FastifyError);
      return sendInvalid(reply, [said(field, { zh: error.message, en: error.message }, lang)], status);
    }
    req.log.error({ err: error }, 'unexpected error');
    return sendEnvelope(
      reply,
      Code.serverError,
      lang === 'en' ? `Unexpected server error (request ${req.id})` : `服务器异常（请求编号 ${req.id}）`,
      { requestId: req.id },
    );
  });

  app.setNotFoundHandler((req, reply) => {
    const lang = langOf(req);
    return reply.status(404).send({
      code: Code.unknownCall,
      msg: lang === 'en' ? `Unknown call ${req.method} ${req.url}` : `接口不存在：${req.method} ${req.url}`,
      data: null,
    });
  });
}

/**
 * Fastify's router answers a URL it cannot decode (broken percent-encoding) or a path parameter longer than
 * `maxParamLength` before any route runs; passed as the `frameworkErrors` option, this answers them as the envelope.
 */
export function answerFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const lang = langOf(req);
  const text =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { zh: '路径参数过长', en: 'a path parameter is too long' }
      : { zh: '地址格式不正确（百分号编码有误）', en: 'the address is not a valid URL (broken percent-encoding)' };
  void sendInvalid(reply, [said('(path)', text, lang)]);
}

function sendEnvelope(reply: FastifyReply, code: number, msg: string, data: unknown): FastifyReply {
  return reply.status(httpStatusForCode(code)).send({ code, msg, data });
}

/** A field's error as data.errors carries it: the path, and the message naming the field in the user's words. */
function said(field: string, text: LocalText, lang: Lang): FieldError {
  return { field, message: pick(fieldText(field, text), lang) };
}

/** 40001 with every field's message (each names its field and row), joined; data.errors keeps the paths. */
function sendInvalid(reply: FastifyReply, errors: FieldError[], status = 400): FastifyReply {
  const msg = [...new Set(errors.map((e) => e.message))].join('; ');
  return reply.status(status).send({ code: Code.invalidInput, msg, data: { errors } });
}

function fieldOfFrameworkError(error: FastifyError): string {
  if (error.code?.startsWith('FST_ERR_CTP') || error.code === 'FST_ERR_BODY_TOO_LARGE') return '(body)';
  if (error.code?.startsWith('FST_') && /multipart|file|part/i.test(`${error.code} ${error.message}`)) return 'file';
  return '(body)';
}

/**
 * The last line of defence behind the contracts: a value the database refuses answers 40001, a duplicate key
 * the business code naming the field, a conflict that outlived its retries 40905. Anything else stays a 500.
 */
function answerDatabaseError(error: DatabaseError, reply: FastifyReply, lang: Lang, req: FastifyRequest): FastifyReply | null {
  if (isInvalidInput(error)) {
    // Logged: each one is a bound the contracts should have stated.
    req.log.warn({ err: error }, 'database refused a value the contracts let through');
    const text = { zh: '取值超出允许范围或格式不正确', en: 'is not a value the system can store' };
    return sendInvalid(reply, [said(error.column ?? '(input)', text, lang)]);
  }
  if (error.code === UNIQUE_VIOLATION) {
    const field = duplicateField(error);
    const text = fieldText(field, { zh: '{label}已存在', en: '{label} already exists' });
    return sendEnvelope(reply, Code.duplicate, pick(text, lang), { errors: [{ field, message: text.en }] });
  }
  if (isRetryableConflict(error)) {
    req.log.warn({ err: error }, 'transaction conflict after retries');
    const text = {
      zh: '数据正被他人同时修改，请稍后重试',
      en: 'Someone else changed the same data at the same moment; please try again',
    };
    return sendEnvelope(reply, Code.concurrentChange, pick(text, lang), null);
  }
  return null;
}
