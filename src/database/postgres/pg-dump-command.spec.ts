import { describe, expect, it } from 'vitest';
import { pgDumpHint, pgDumpInvocation } from './pg-dump-command.js';

describe("the backup of the store's PostgreSQL", () => {
  it('is pg_dump of the configured database, its password never printed', () => {
    const hint = pgDumpHint('postgres://mirrormat:s3cret@db.store.lan:5432/mirrormat', '/var/backups/mirrormat-2026.dump');
    expect(hint.backup).toBe("pg_dump --format=custom --file='/var/backups/mirrormat-2026.dump' 'postgres://mirrormat@db.store.lan:5432/mirrormat'");
    expect(`${hint.backup}${hint.restore}`).not.toContain('s3cret');
    expect(hint.passwordLeftOut).toBe(true);
  });

  it('quotes what the shell would otherwise read', () => {
    expect(pgDumpHint('postgres://u@h/db', "it's here.dump").backup).toContain("--file='it'\\''s here.dump'");
    expect(pgDumpHint('postgres://u@h/db', 'x.dump').passwordLeftOut).toBe(false);
  });

  it('run by the hub, hands pg_dump the password in its environment only, never as an argument', () => {
    const run = pgDumpInvocation('postgres://mirrormat:s%40cret@db.store.lan:5432/mirrormat?sslmode=require', '/var/backups/m.dump');
    expect(run).toEqual({
      args: ['--format=custom', '--file=/var/backups/m.dump', '--dbname=postgres://mirrormat@db.store.lan:5432/mirrormat?sslmode=require'],
      password: 's@cret',
      where: 'postgres://mirrormat@db.store.lan:5432/mirrormat?sslmode=require',
    });
    const inQuery = pgDumpInvocation('postgres://mirrormat@db/mirrormat?password=s3cret', 'm.dump');
    expect([inQuery.password, inQuery.args.join(' ')]).toEqual(['s3cret', '--format=custom --file=m.dump --dbname=postgres://mirrormat@db/mirrormat']);
    expect(pgDumpInvocation('postgres://mirrormat@db/mirrormat', 'm.dump').password).toBeUndefined();
  });
});
