import { checkCaptchaInput, checkLoginNameInput, checkPhoneInput, registerInput, sendCaptchaInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { setSessionCookie } from '../../platform/auth/session-cookie.js';
import { visitorOf } from '../../platform/http/request-context.js';
import { publicRoute } from '../../platform/http/route.js';
import { captchaSenderOf, sendCaptcha, verifyCaptcha } from './captcha.service.js';
import { loginNameExists, phoneExists, registerCompany } from './register.service.js';

export function registerRegistrationRoutes(app: FastifyInstance): void {
  const db = app.db;
  const tags = ['accounts'];

  publicRoute(app, {
    method: 'POST',
    url: 'register/sendMsg',
    summary: 'Send a 6-digit SMS code (REGISTER or RESET_PASSWORD); one per phone per minute, valid 5 minutes',
    tags,
    body: sendCaptchaInput,
    handler: ({ body, req }) => sendCaptcha({ db, sender: captchaSenderOf(app) }, body, visitorOf(req)),
  });

  publicRoute(app, {
    method: 'GET',
    url: 'register/checkPhoneCaptcha',
    changesData: true,
    summary: 'Is this the valid SMS code of the phone? A wrong answer uses one of its 5 tries',
    tags,
    query: checkCaptchaInput,
    handler: async ({ query }) => ({ valid: (await verifyCaptcha(db, query)) !== null }),
  });

  publicRoute(app, {
    method: 'POST',
    url: 'register/doRegister',
    summary: 'Register a company: boss unit, boss account, optionally its first factory; signs in',
    tags,
    body: registerInput,
    handler: async ({ body, req, reply }) => {
      const data = await registerCompany({ db, config: app.config }, body, visitorOf(req));
      setSessionCookie(reply, data.sid, app.config.sessionTtlMs);
      return data;
    },
  });

  publicRoute(app, {
    method: 'POST',
    url: 'login/checkLoginName',
    summary: 'Is this login name (or boss code) already taken?',
    tags,
    body: checkLoginNameInput,
    handler: ({ body }) => loginNameExists(db, body.loginName),
  });

  publicRoute(app, {
    method: 'POST',
    url: 'login/checkPhone',
    summary: 'Is this phone number already registered?',
    tags,
    body: checkPhoneInput,
    handler: ({ body }) => phoneExists(db, body.phone),
  });
}
