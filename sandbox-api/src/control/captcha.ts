import { randomBytes } from 'node:crypto';
import { MINUTE_MS, thaiIso } from '../clock';
import { html, json } from '../http/reply';
import { captchaPage } from '../pages/captcha-page';
import { control } from './control-route';

export const CAPTCHA_TOKEN_LIFETIME_MS = 10 * MINUTE_MS;

export const captchaControls = [
  // ?origin= lets a remote running alone (its own port) receive the token; only app origins.
  control('GET', '/captcha', ({ query, deps }) => {
    const origin = query.get('origin');
    const target = origin && (origin === deps.hostOrigin || deps.allowedOrigins.includes(origin)) ? origin : deps.hostOrigin;
    return html(200, captchaPage(target));
  }),

  control('POST', '/captcha/token', ({ deps }) => {
    const token = `captcha-${randomBytes(16).toString('base64url')}`;
    const expiresAt = deps.store.clock.now() + CAPTCHA_TOKEN_LIFETIME_MS;
    deps.store.captchaTokens.set(token, expiresAt);
    return json(200, { token, expiresAt: thaiIso(expiresAt) });
  }),
];
