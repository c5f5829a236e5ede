import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CertificateError, hubCertificate } from './hub-certificate.js';

const names = { dns: ['localhost', 'counter', 'counter.local'], ips: ['127.0.0.1', '192.168.1.20'] };
const now = new Date('2026-11-25T12:00:00Z');
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-tls-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the HTTPS certificate (http.tls)', () => {
  it('is none without HTTPS', async () => {
    expect(await hubCertificate({ mode: 'off' }, dataDir, names, now)).toBeUndefined();
  });

  it('self-signed: made once for every name of the machine, its key readable by the hub alone', async () => {
    const made = (await hubCertificate({ mode: 'self-signed' }, dataDir, names, now))!;
    const x509 = new X509Certificate(made.cert);
    expect(x509.subjectAltName).toBe('DNS:localhost, DNS:counter, DNS:counter.local, IP Address:127.0.0.1, IP Address:192.168.1.20');
    expect(made.fingerprint256).toBe(x509.fingerprint256);
    expect(made.selfSigned).toBe(true);
    expect(statSync(join(dataDir, 'tls', 'hub.key')).mode & 0o777).toBe(0o600);
  });

  it('self-signed: the same certificate after a restart, so tablets trust it once', async () => {
    const first = (await hubCertificate({ mode: 'self-signed' }, dataDir, names, now))!;
    const again = (await hubCertificate({ mode: 'self-signed' }, dataDir, names, new Date('2027-06-01T00:00:00Z')))!;
    expect(again.fingerprint256).toBe(first.fingerprint256);
  });

  it('self-signed: made anew when the machine has a new address, or a month before it expires', async () => {
    const first = (await hubCertificate({ mode: 'self-signed' }, dataDir, names, now))!;
    const moved = (await hubCertificate({ mode: 'self-signed' }, dataDir, { ...names, ips: ['127.0.0.1', '10.0.0.7'] }, now))!;
    expect(moved.fingerprint256).not.toBe(first.fingerprint256);
    const expiring = new Date(Date.parse(moved.validTo) - 10 * 24 * 3600 * 1000);
    const renewed = (await hubCertificate({ mode: 'self-signed' }, dataDir, { ...names, ips: ['127.0.0.1', '10.0.0.7'] }, expiring))!;
    expect(renewed.fingerprint256).not.toBe(moved.fingerprint256);
  });

  it('self-signed: a damaged certificate stops the hub instead of being replaced', async () => {
    await hubCertificate({ mode: 'self-signed' }, dataDir, names, now);
    writeFileSync(join(dataDir, 'tls', 'hub.crt'), 'garbage');
    await expect(hubCertificate({ mode: 'self-signed' }, dataDir, names, now)).rejects.toThrow(/not a PEM certificate.*does not replace a damaged certificate.*delete/);
    expect(readFileSync(join(dataDir, 'tls', 'hub.crt'), 'utf8')).toBe('garbage');
  });

  it("files: the store's own certificate, refused when the key is another certificate's", async () => {
    const a = (await hubCertificate({ mode: 'self-signed' }, join(dataDir, 'a'), names, now))!;
    const b = (await hubCertificate({ mode: 'self-signed' }, join(dataDir, 'b'), names, now))!;
    const own = await hubCertificate({ mode: 'files', certFile: join(dataDir, 'a', 'tls', 'hub.crt'), keyFile: join(dataDir, 'a', 'tls', 'hub.key') }, dataDir, names, now);
    expect(own).toMatchObject({ fingerprint256: a.fingerprint256, selfSigned: false });
    await expect(
      hubCertificate({ mode: 'files', certFile: join(dataDir, 'a', 'tls', 'hub.crt'), keyFile: join(dataDir, 'b', 'tls', 'hub.key') }, dataDir, names, now),
    ).rejects.toThrow(CertificateError);
    expect(b.fingerprint256).not.toBe(a.fingerprint256);
  });

  it('files: a missing file is named', async () => {
    await expect(hubCertificate({ mode: 'files', certFile: '/nonexistent/hub.crt', keyFile: '/nonexistent/hub.key' }, dataDir, names, now)).rejects.toThrow(
      '/nonexistent/hub.crt: cannot be read (ENOENT)',
    );
  });
});
