import { describe, expect, it } from 'vitest';
import { databaseInTitle } from './cpu.ts';

describe('databaseInTitle', () => {
  it("names the database of a backend and of an autovacuum worker, with or without the cluster's name", () => {
    expect(databaseInTitle('postgres: 15/main: postgres menudex_bench 127.0.0.1(55072) idle')).toBe(
      'menudex_bench',
    );
    expect(databaseInTitle('postgres: postgres menudex_bench_t4 127.0.0.1(5) INSERT')).toBe(
      'menudex_bench_t4',
    );
    expect(databaseInTitle('postgres: 15/main: bench menudex [local] SELECT')).toBe('menudex');
    expect(databaseInTitle('postgres: 15/main: autovacuum worker menudex_bench')).toBe(
      'menudex_bench',
    );
  });

  it("gives none for the server's own processes", () => {
    expect(databaseInTitle('postgres: 15/main: background writer')).toBeNull();
    expect(databaseInTitle('postgres: 15/main: autovacuum launcher')).toBeNull();
    expect(databaseInTitle('postgres: 15/main: logical replication launcher')).toBeNull();
    expect(
      databaseInTitle('/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main'),
    ).toBeNull();
  });
});
