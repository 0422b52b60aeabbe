/**
 * A throwaway RSA key and an X.509 certificate around its public key, built here in DER, so the
 * certificate-parsing key source is tested the way Google publishes keys.
 */
function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

function der(tag: number, ...contents: Uint8Array[]): Uint8Array {
  const body = concat(contents);
  const n = body.length;
  const length = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff];
  return concat([Uint8Array.from([tag, ...length]), body]);
}

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const sequence = (...contents: Uint8Array[]) => der(0x30, ...contents);

const SHA256_WITH_RSA = sequence(bytes(0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b), bytes(0x05, 0x00));

function name(commonName: string): Uint8Array {
  return sequence(der(0x31, sequence(bytes(0x06, 0x03, 0x55, 0x04, 0x03), der(0x0c, ascii(commonName)))));
}

export interface TestSigningKey {
  privateKey: CryptoKey;
  certificatePem: string;
}

export async function createTestSigningKey(): Promise<TestSigningKey> {
  const pair = (await crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: bytes(1, 0, 1), hash: 'SHA-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const spki = new Uint8Array((await crypto.subtle.exportKey('spki', pair.publicKey)) as ArrayBuffer);
  const tbs = sequence(
    der(0xa0, der(0x02, bytes(2))),
    der(0x02, bytes(0x01, 0x23, 0x45)),
    SHA256_WITH_RSA,
    name('securetoken.system.gserviceaccount.com'),
    sequence(der(0x17, ascii('250101000000Z')), der(0x17, ascii('351231235959Z'))),
    name('securetoken.system.gserviceaccount.com'),
    spki,
  );
  const signature = new Uint8Array(await crypto.subtle.sign('RSASSA-PKCS1-v1_5', pair.privateKey, tbs));
  const certificate = sequence(tbs, SHA256_WITH_RSA, der(0x03, bytes(0), signature));
  let binary = '';
  for (const b of certificate) binary += String.fromCharCode(b);
  const base64 = btoa(binary).replace(/(.{64})/g, '$1\n');
  return { privateKey: pair.privateKey, certificatePem: `-----BEGIN CERTIFICATE-----\n${base64}\n-----END CERTIFICATE-----\n` };
}
