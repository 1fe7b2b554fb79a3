import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

// A WebAuthn authenticator in software for tests: ES256 keys, "none" attestation, a signature counter. It answers
// the options the identity provider sends the way a browser would, in the JSON the Descope SDK posts back.

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65_536) return Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  const buffer = Buffer.alloc(5);
  buffer[0] = (major << 5) | 26;
  buffer.writeUInt32BE(length, 1);
  return buffer;
}

/** The subset of CBOR (RFC 8949) WebAuthn's attestation object and COSE keys use. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

interface PublicKeyOptions {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

/** Reads the `options` text the identity provider's start call answers. */
export function publicKeyOf(options: string): PublicKeyOptions {
  return (JSON.parse(options) as { publicKey: PublicKeyOptions }).publicKey;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  private userHandle = '';

  constructor(private readonly origin: string) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }));
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** `navigator.credentials.create`: a new credential for the options' relying party and user. */
  create(options: string): string {
    const publicKey = publicKeyOf(options);
    const rpId = publicKey.rp?.id ?? new URL(this.origin).hostname;
    this.userHandle = publicKey.user?.id ?? '';
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authenticatorData(rpId, 0x45),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        attestationObject: b64url(attestationObject),
        clientDataJSON: b64url(this.clientData('webauthn.create', publicKey.challenge)),
      },
    });
  }

  /** `navigator.credentials.get`: an assertion over the options' challenge (`tamper` breaks its signature). */
  get(options: string, tamper = false): string {
    const publicKey = publicKeyOf(options);
    const rpId = publicKey.rpId ?? new URL(this.origin).hostname;
    this.counter += 1;
    const authenticatorData = this.authenticatorData(rpId, 0x05);
    const clientDataJSON = this.clientData('webauthn.get', publicKey.challenge);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    if (tamper) signature.writeUInt8(signature.readUInt8(signature.length - 1) ^ 1, signature.length - 1);
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        authenticatorData: b64url(authenticatorData),
        clientDataJSON: b64url(clientDataJSON),
        signature: b64url(signature),
        userHandle: this.userHandle || undefined,
      },
    });
  }

  private authenticatorData(rpId: string, flags: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }
}
