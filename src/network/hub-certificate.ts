import { X509Certificate, createPrivateKey } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import type { TlsConfig } from '../config/config.schema.js';
import type { HubNames } from './hub-addresses.js';

/** What the hub serves HTTPS with, and what a person checks on a tablet when the browser warns. */
export interface HubCertificate {
  readonly key: string;
  readonly cert: string;
  /** SHA-256 of the certificate, as browsers show it ("AB:CD:…"). */
  readonly fingerprint256: string;
  readonly selfSigned: boolean;
  readonly validTo: string;
}

export class CertificateError extends Error {}

/** A self-signed certificate is made again this long before it expires, so a tablet never meets an expired one mid-event. */
const RENEW_BEFORE_MS = 30 * 24 * 3600 * 1000;
/** 825 days: the longest validity Apple's devices accept for a certificate a person trusts by hand. */
const VALID_DAYS = 825;

export const SELF_SIGNED_DIR = 'tls';

/**
 * The certificate `http.tls` asks for: none, the store's own files, or a self-signed one the hub made
 * once and keeps in <dataDir>/tls, so its fingerprint stays the same across restarts. A self-signed
 * one is made anew only when missing, about to expire, or no longer naming this machine's addresses;
 * an unreadable one stops the hub rather than being replaced, since a new fingerprint makes every
 * tablet warn again.
 */
export async function hubCertificate(tls: TlsConfig, dataDir: string, names: HubNames, now = new Date()): Promise<HubCertificate | undefined> {
  switch (tls.mode) {
    case 'off':
      return undefined;
    case 'files':
      return fromFiles(tls.certFile!, tls.keyFile!, false);
    case 'self-signed':
      return selfSigned(join(dataDir, SELF_SIGNED_DIR), names, now);
  }
}

function fromFiles(certFile: string, keyFile: string, selfSigned: boolean): HubCertificate {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new CertificateError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
  };
  const cert = read(certFile);
  const key = read(keyFile);
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(cert);
  } catch {
    throw new CertificateError(`${certFile}: not a PEM certificate`);
  }
  let matches: boolean;
  try {
    matches = x509.checkPrivateKey(createPrivateKey(key));
  } catch {
    throw new CertificateError(`${keyFile}: not a PEM private key`);
  }
  if (!matches) throw new CertificateError(`${keyFile} is not the private key of ${certFile}`);
  return { key, cert, fingerprint256: x509.fingerprint256, selfSigned, validTo: new Date(x509.validTo).toISOString() };
}

async function selfSigned(dir: string, names: HubNames, now: Date): Promise<HubCertificate> {
  const certFile = join(dir, 'hub.crt');
  const keyFile = join(dir, 'hub.key');
  if (existsSync(certFile) || existsSync(keyFile)) {
    const kept = (() => {
      try {
        return fromFiles(certFile, keyFile, true);
      } catch (error) {
        throw new CertificateError(
          `${error instanceof Error ? error.message : String(error)}; the hub does not replace a damaged certificate by itself: ` +
            `delete ${dir} to have a new one made (every tablet will then ask to trust the new fingerprint)`,
        );
      }
    })();
    if (Date.parse(kept.validTo) - now.getTime() > RENEW_BEFORE_MS && namesAll(kept.cert, names)) return kept;
  }
  const made = await generate([{ name: 'commonName', value: names.dns[0] ?? 'mirrormat' }, { name: 'organizationName', value: 'Mirrormat hub' }], {
    // An EC P-256 key: every browser takes it, and it is made in milliseconds where RSA takes seconds on a Pi.
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: now,
    notAfterDate: new Date(now.getTime() + VALID_DAYS * 24 * 3600 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [...names.dns.map((value) => ({ type: 2 as const, value })), ...names.ips.map((ip) => ({ type: 7 as const, ip }))],
      },
    ],
  });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(keyFile, made.private, { mode: 0o600 });
  chmodSync(keyFile, 0o600);
  writeFileSync(certFile, made.cert);
  return fromFiles(certFile, keyFile, true);
}

/** Whether the certificate names every current name and address of the machine (its IP may have changed). */
function namesAll(cert: string, names: HubNames): boolean {
  const san = new X509Certificate(cert).subjectAltName ?? '';
  const listed = new Set(san.split(', '));
  return names.dns.every((name) => listed.has(`DNS:${name}`)) && names.ips.every((ip) => listed.has(`IP Address:${ip}`));
}
