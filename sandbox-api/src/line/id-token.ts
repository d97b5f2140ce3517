import { generateKeyPairSync, sign, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { BankError } from '../errors/bank-error';
import type { SandboxClock } from '../clock';

// The sandbox plays LINE: it signs ES256 ID tokens like LINE Login does, publishes the public
// key as a JWKS (like LINE's certificate endpoint), and /verify-token checks tokens the way a
// bank checks LINE's: strict encoding, algorithm, key id from the JWKS, a low-S signature,
// issuer, audience, and times that make sense. The key pair is made at start, so tokens never
// outlive the process.

export const LINE_ISSUER = 'https://access.line.me';
export const LINE_CHANNEL_ID = 'sandbox-channel';
export const LINE_KEY_ID = 'sandbox-key-1';
export const ID_TOKEN_LIFETIME_SECONDS = 600;
export const DEFAULT_LINE_SUB = 'U-sandbox-new-user';
export const LINE_DISPLAY_NAME = 'ลูกค้าทดสอบ';

/** Clocks differ a little between LINE and the bank; more than this ahead is not skew. */
export const ID_TOKEN_CLOCK_SKEW_SECONDS = 60;
/** LINE's ID tokens live an hour at most; a longer exp - iat is not one of LINE's. */
export const ID_TOKEN_MAX_LIFETIME_SECONDS = 60 * 60;
/** Far above any real LINE ID token (about 1 KB with a picture URL); refused before parsing. */
export const ID_TOKEN_MAX_LENGTH = 4096;
/** LINE user ids are 33 characters; sandbox ids are at most 100 (the id-token control's limit). */
export const ID_TOKEN_MAX_SUB_LENGTH = 100;
export const ID_TOKEN_MAX_NAME_LENGTH = 200;

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
// Order of the P-256 group. (r, s) and (r, n - s) both verify; only the low half is accepted,
// so a signature has exactly one valid form.
const P256_N = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');
const BASE64URL = /^[A-Za-z0-9_-]+$/;

type Json = Record<string, unknown>;

export class LineIdTokens {
  private readonly keys = newKeyPair();
  /** Signs the bad-signature variant: a well-formed token no published key verifies. */
  private readonly strangerKeys = newKeyPair();

  constructor(private readonly clock: SandboxClock) {}

  /** The public keys as LINE publishes them at https://api.line.me/oauth2/v2.1/certs. */
  jwks(): { keys: JsonWebKey[] } {
    const { kty, crv, x, y } = this.keys.publicKey.export({ format: 'jwk' });
    return { keys: [{ kty, crv, x, y, kid: LINE_KEY_ID, alg: 'ES256', use: 'sig' }] };
  }

  issue(sub: string, variant?: IdTokenVariant): string {
    const iat = Math.floor(this.clock.now() / 1000);
    const header = {
      alg: variant === 'bad-alg' ? 'HS256' : 'ES256',
      kid: variant === 'bad-kid' ? 'unknown-key-9' : LINE_KEY_ID,
      typ: 'JWT',
    };
    const claims: LineIdTokenClaims = {
      iss: variant === 'bad-iss' ? 'https://access.line.example' : LINE_ISSUER,
      aud: variant === 'bad-aud' ? 'another-channel' : LINE_CHANNEL_ID,
      sub,
      iat: variant === 'expired' ? iat - ID_TOKEN_LIFETIME_SECONDS - 60 : iat,
      exp: variant === 'expired' ? iat - 60 : iat + ID_TOKEN_LIFETIME_SECONDS,
      name: LINE_DISPLAY_NAME,
    };
    return this.sign(header, { ...claims }, variant === 'bad-signature' ? this.strangerKeys.privateKey : this.keys.privateKey);
  }

  /**
   * A token signed with LINE's real key whose header fields and claims are replaced as given
   * (null removes one): how tests make tokens that only the claim checks can refuse.
   */
  issueCustom(headerPatch: Json, claimsPatch: Json): string {
    const iat = Math.floor(this.clock.now() / 1000);
    const header = withPatch({ alg: 'ES256', kid: LINE_KEY_ID, typ: 'JWT' }, headerPatch);
    const claims = withPatch(
      { iss: LINE_ISSUER, aud: LINE_CHANNEL_ID, sub: DEFAULT_LINE_SUB, iat, exp: iat + ID_TOKEN_LIFETIME_SECONDS, name: LINE_DISPLAY_NAME },
      claimsPatch,
    );
    return this.sign(header, claims, this.keys.privateKey);
  }

  private sign(header: Json, claims: Json, key: KeyObject): string {
    const signingInput = `${encodeJson(header)}.${encodeJson(claims)}`;
    return `${signingInput}.${lowS(sign('sha256', Buffer.from(signingInput), { key, ...ES256 })).toString('base64url')}`;
  }

  /** The checks in the order a verifier can make them; each refusal has its own code. */
  verify(token: string): LineIdTokenClaims {
    if (token.length > ID_TOKEN_MAX_LENGTH) throw refusal('MALFORMED', 'LINE ID token is too long');
    const parts = token.split('.');
    if (parts.length !== 3) throw refusal('INVALID_SIGNATURE', 'LINE ID token is not a JWT');
    const [encodedHeader, encodedClaims, encodedSignature] = parts as [string, string, string];
    if (!decodePart(encodedHeader) || !decodePart(encodedClaims)) throw refusal('MALFORMED', 'LINE ID token is not canonical base64url');
    const header = decodeJson(encodedHeader);
    const claims = decodeJson(encodedClaims);
    if (!header || !claims) throw refusal('INVALID_SIGNATURE', 'LINE ID token is not a JWT');
    if (header.alg !== 'ES256') throw refusal('INVALID_ALG');
    const key = this.jwks().keys.find((candidate) => candidate.kid === header.kid);
    if (typeof header.kid !== 'string' || !key) throw refusal('INVALID_KID');
    if (header.crit !== undefined) throw refusal('MALFORMED', 'LINE ID token has critical header extensions');
    const signature = decodePart(encodedSignature);
    if (!signature) throw refusal('MALFORMED', 'LINE ID token signature is not canonical base64url');
    if (signature.length !== 64 || !isLowS(signature)) throw refusal('INVALID_SIGNATURE');
    const valid = verify('sha256', Buffer.from(`${encodedHeader}.${encodedClaims}`), { key: this.keys.publicKey, ...ES256 }, signature);
    if (!valid) throw refusal('INVALID_SIGNATURE');
    if (claims.iss !== LINE_ISSUER) throw refusal('INVALID_ISSUER');
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audiences.includes(LINE_CHANNEL_ID)) throw refusal('INVALID_AUDIENCE');
    const { sub, name } = claims;
    if (typeof sub !== 'string' || sub === '' || sub.length > ID_TOKEN_MAX_SUB_LENGTH)
      throw refusal('MALFORMED', 'LINE ID token subject is missing or too long');
    if (name !== undefined && (typeof name !== 'string' || name.length > ID_TOKEN_MAX_NAME_LENGTH))
      throw refusal('MALFORMED', 'LINE ID token name is too long');
    const { iat, exp } = this.checkTimes(claims);
    return { iss: LINE_ISSUER, aud: LINE_CHANNEL_ID, sub, iat, exp, name: typeof name === 'string' ? name : '' };
  }

  private checkTimes(claims: Json): { iat: number; exp: number } {
    const { iat, exp, nbf } = claims;
    if (!isSeconds(exp)) throw refusal('EXPIRED', 'LINE ID token has no valid exp');
    if (!isSeconds(iat)) throw refusal('NOT_YET_VALID', 'LINE ID token has no valid iat');
    const now = this.clock.now() / 1000;
    if (exp <= now) throw refusal('EXPIRED');
    if (iat > now + ID_TOKEN_CLOCK_SKEW_SECONDS) throw refusal('NOT_YET_VALID', 'LINE ID token was issued in the future');
    if (nbf !== undefined && (!isSeconds(nbf) || nbf > now + ID_TOKEN_CLOCK_SKEW_SECONDS)) throw refusal('NOT_YET_VALID');
    if (exp <= iat || exp - iat > ID_TOKEN_MAX_LIFETIME_SECONDS) throw refusal('INVALID_LIFETIME');
    return { iat, exp };
  }
}

function isSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function withPatch(base: Json, patch: Json): Json {
  const result: Json = { ...base };
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) delete result[name];
    else result[name] = value;
  }
  return result;
}

function scalar(bytes: Buffer): bigint {
  return BigInt(`0x${bytes.toString('hex')}`);
}

function isLowS(signature: Buffer): boolean {
  const s = scalar(signature.subarray(32));
  return s > 0n && s <= P256_N / 2n;
}

function lowS(signature: Buffer): Buffer {
  if (isLowS(signature)) return signature;
  const high = scalar(signature.subarray(32));
  return Buffer.concat([signature.subarray(0, 32), Buffer.from((P256_N - high).toString(16).padStart(64, '0'), 'hex')]);
}

function refusal(reason: string, message?: string): BankError {
  const code = `LINE_ID_TOKEN_${reason}`;
  return message ? new BankError(code, { message }) : new BankError(code);
}

function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Only the one canonical spelling: no padding, no other alphabet, no stray trailing bits. */
function decodePart(part: string): Buffer | undefined {
  if (!BASE64URL.test(part)) return undefined;
  const bytes = Buffer.from(part, 'base64url');
  return bytes.toString('base64url') === part ? bytes : undefined;
}

function decodeJson(part: string): Json | undefined {
  const bytes = decodePart(part);
  if (!bytes) return undefined;
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}
