/**
 * Just enough DER reading to take the public key (SubjectPublicKeyInfo) out of an X.509
 * certificate: Web Crypto imports SPKI but not certificates. The certificate's own signature is
 * not checked: the certificates come from Google over HTTPS, which is the trust anchor.
 */

interface Tlv {
  tag: number;
  /** Offset of the tag byte. */
  headerStart: number;
  /** Offsets of the content. */
  start: number;
  end: number;
}

export class CertificateFormatError extends Error {}

function readTlv(bytes: Uint8Array, offset: number): Tlv {
  const tag = bytes[offset];
  const first = bytes[offset + 1];
  if (tag === undefined || first === undefined) throw new CertificateFormatError('Truncated DER');
  let pos = offset + 2;
  let length = first;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) throw new CertificateFormatError('Unsupported DER length');
    length = 0;
    for (let i = 0; i < count; i++) {
      const b = bytes[pos++];
      if (b === undefined) throw new CertificateFormatError('Truncated DER length');
      length = length * 256 + b;
    }
  }
  const end = pos + length;
  if (end > bytes.length) throw new CertificateFormatError('DER element runs past the end');
  return { tag, headerStart: offset, start: pos, end };
}

function expectTag(tlv: Tlv, tag: number, what: string): Tlv {
  if (tlv.tag !== tag) throw new CertificateFormatError(`Expected ${what}`);
  return tlv;
}

const SEQUENCE = 0x30;
const INTEGER = 0x02;
const VERSION = 0xa0; // [0] EXPLICIT

/** Certificate → tbsCertificate → [version], serial, signature, issuer, validity, subject, SPKI. */
export function spkiFromCertificate(der: Uint8Array): Uint8Array {
  const certificate = expectTag(readTlv(der, 0), SEQUENCE, 'certificate');
  const tbs = expectTag(readTlv(der, certificate.start), SEQUENCE, 'tbsCertificate');
  let element = readTlv(der, tbs.start);
  if (element.tag === VERSION) element = readTlv(der, element.end);
  expectTag(element, INTEGER, 'serial number');
  for (const what of ['signature algorithm', 'issuer', 'validity', 'subject']) {
    element = expectTag(readTlv(der, element.end), SEQUENCE, what);
  }
  const spki = expectTag(readTlv(der, element.end), SEQUENCE, 'subjectPublicKeyInfo');
  if (spki.end > tbs.end) throw new CertificateFormatError('subjectPublicKeyInfo outside tbsCertificate');
  return der.slice(spki.headerStart, spki.end);
}

export function derFromPem(pem: string): Uint8Array {
  const body = pem
    .replace(/-----BEGIN [A-Z ]+-----/, '')
    .replace(/-----END [A-Z ]+-----/, '')
    .replace(/\s+/g, '');
  try {
    return Uint8Array.from(atob(body), (ch) => ch.charCodeAt(0));
  } catch {
    throw new CertificateFormatError('PEM body is not base64');
  }
}
