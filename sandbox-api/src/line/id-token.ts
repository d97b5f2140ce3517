import { generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { BankError } from '../errors/bank-error';
import type { SandboxClock } from '../clock';

// The sandbox plays LINE: it signs ES256 ID tokens like LINE Login does, and /verify-token
// checks them the way the bank checks LINE's (algorithm, key id, signature, issuer, audience,
// expiry). The key pair is made at start, so tokens never outlive the process.

export const LINE_ISSUER = 'https://access.line.me';
export const LINE_CHANNEL_ID = 'sandbox-channel';
export const LINE_KEY_ID = 'sandbox-key-1';
export const ID_TOKEN_LIFETIME_SECONDS = 600;
export const DEFAULT_LINE_SUB = 'U-sandbox-new-user';
export const LINE_DISPLAY_NAME = 'ลูกค้าทดสอบ';

export const ID_TOKEN_VARIANTS = ['bad-signature', 'bad-kid', 'bad-alg', 'bad-iss', 'bad-aud', 'expired'] as const;
export type IdTokenVariant = (typeof ID_TOKEN_VARIANTS)[number];

export interface LineIdTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  iat: number;
  exp: number;
  name: string;
}

interface KeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

function newKeyPair(): KeyPair {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' });
}

const ES256 = { dsaEncoding: 'ieee-p1363' } as const;

export class LineIdTokens {
  private readonly keys = newKeyPair();
  /** Signs the bad-signature variant: a well-formed token no published key verifies. */
  private readonly strangerKeys = newKeyPair();

  constructor(private readonly clock: SandboxClock) {}

  issue(sub: string, variant?: IdTokenVariant): string {
    const iat = Math.floor(this.clock.now() / 1000);
    const header = { alg: variant === 'bad-alg' ? 'HS256' : 'ES256', kid: variant === 'bad-kid' ? 'unknown-key-9' : LINE_KEY_ID, typ: 'JWT' };
    const claims: LineIdTokenClaims = {
      iss: variant === 'bad-iss' ? 'https://access.line.example' : LINE_ISSUER,
      aud: variant === 'bad-aud' ? 'another-channel' : LINE_CHANNEL_ID,
      sub,
      iat: variant === 'expired' ? iat - ID_TOKEN_LIFETIME_SECONDS - 60 : iat,
      exp: variant === 'expired' ? iat - 60 : iat + ID_TOKEN_LIFETIME_SECONDS,
      name: LINE_DISPLAY_NAME,
    };
    const signingInput = `${encodeJson(header)}.${encodeJson(claims)}`;
    const key = variant === 'bad-signature' ? this.strangerKeys.privateKey : this.keys.privateKey;
    const signature = sign('sha256', Buffer.from(signingInput), { key, ...ES256 });
    return `${signingInput}.${signature.toString('base64url')}`;
  }

  /** The checks in the order a verifier can make them; each refusal has its own code. */
  verify(token: string): LineIdTokenClaims {
    const parts = token.split('.');
    if (parts.length !== 3) throw refusal('INVALID_SIGNATURE', 'LINE ID token is not a JWT');
    const [encodedHeader, encodedClaims, encodedSignature] = parts as [string, string, string];
    const header = decodeJson(encodedHeader);
    const claims = decodeJson(encodedClaims);
    if (!header || !claims) throw refusal('INVALID_SIGNATURE', 'LINE ID token is not a JWT');
    if (header.alg !== 'ES256') throw refusal('INVALID_ALG');
    if (header.kid !== LINE_KEY_ID) throw refusal('INVALID_KID');
    const valid = verify(
      'sha256',
      Buffer.from(`${encodedHeader}.${encodedClaims}`),
      { key: this.keys.publicKey, ...ES256 },
      Buffer.from(encodedSignature, 'base64url'),
    );
    if (!valid) throw refusal('INVALID_SIGNATURE');
    if (claims.iss !== LINE_ISSUER) throw refusal('INVALID_ISSUER');
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audiences.includes(LINE_CHANNEL_ID)) throw refusal('INVALID_AUDIENCE');
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= this.clock.now()) throw refusal('EXPIRED');
    if (typeof claims.sub !== 'string' || claims.sub === '') throw refusal('INVALID_SIGNATURE', 'LINE ID token has no subject');
    return {
      iss: LINE_ISSUER,
      aud: LINE_CHANNEL_ID,
      sub: claims.sub,
      iat: Number(claims.iat),
      exp: claims.exp,
      name: typeof claims.name === 'string' ? claims.name : '',
    };
  }
}

function refusal(reason: string, message?: string): BankError {
  const code = `LINE_ID_TOKEN_${reason}`;
  return message ? new BankError(code, { message }) : new BankError(code);
}

function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
