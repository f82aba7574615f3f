import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, Code, httpStatusForCode, pick } from './errors.js';
import { langOf } from './request-context.js';
import { describeIssue } from './validation-messages.js';

/** Every failure leaves as the envelope; unexpected ones as 500 with the request id and no stack. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const lang = langOf(req);
    if (error instanceof AppError) {
      if (error.code === Code.serverError) req.log.error({ err: error }, 'server refusal');
      return reply
        .status(httpStatusForCode(error.code))
        .send({ code: error.code, msg: pick(error.text, lang), data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => describeIssue(issue, lang));
      const msg = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
      return reply.status(400).send({ code: Code.invalidInput, msg, data: { errors } });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Malformed JSON, bodies too large, wrong content type: the client's fault, said plainly.
      return reply.status(status).send({ code: Code.invalidInput, msg: error.message, data: null });
    }
    req.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({
      code: Code.serverError,
      msg: lang === 'en' ? `Unexpected server error (request ${req.id})` : `服务器异常（请求编号 ${req.id}）`,
      data: { requestId: req.id },
    });
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
