import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { directAccess, registerDirectAccess } from '../../src/db/direct';

describe('direct reads on the embedded database, remembered while nothing changes', () => {
  const opened: SQLite.Database[] = [];
  let dir = '';
  afterEach(() => {
    for (const connection of opened.splice(0)) connection.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  function twoConnections() {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'direct-'));
    const file = path.join(dir, 'db.sqlite');
    const mine = new SQLite(file);
    mine.pragma('journal_mode = WAL');
    mine.exec('create table t (id integer primary key, name text)');
    mine.prepare('insert into t (id, name) values (1, ?)').run('first');
    const other = new SQLite(file);
    opened.push(mine, other);
    const key = {};
    registerDirectAccess(key, mine);
    const access = directAccess(key);
    if (!access) throw new Error('not registered');
    return { mine, other, access };
  }

  const read = 'select name from t where id = ?';

  it('keeps the rows, frozen, until this connection writes', () => {
    const { mine, access } = twoConnections();
    const first = access.remembered<{ name: string }>(read, [1]);
    expect(first).toEqual([{ name: 'first' }]);
    expect(access.remembered(read, [1])).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first?.[0])).toBe(true);
    mine.prepare('update t set name = ? where id = 1').run('second');
    expect(access.remembered(read, [1])).toEqual([{ name: 'second' }]);
  });

  it('sees a commit by another connection on the next read', () => {
    const { other, access } = twoConnections();
    expect(access.remembered(read, [1])).toEqual([{ name: 'first' }]);
    other.prepare('update t set name = ? where id = 1').run('changed elsewhere');
    expect(access.remembered(read, [1])).toEqual([{ name: 'changed elsewhere' }]);
  });

  it('tells apart the same statement with other arguments', () => {
    const { mine, access } = twoConnections();
    mine.prepare('insert into t (id, name) values (2, ?)').run('two');
    expect(access.remembered(read, [1])).toEqual([{ name: 'first' }]);
    expect(access.remembered(read, [2])).toEqual([{ name: 'two' }]);
    expect(access.remembered(read, ['1'])).toEqual([{ name: 'first' }]);
  });

  it('reads nothing directly while a transaction holds the connection', () => {
    const { mine, access } = twoConnections();
    mine.exec('begin');
    expect(access.remembered(read, [1])).toBeNull();
    expect(access.read(read, [1])).toBeNull();
    mine.exec('rollback');
    expect(access.read(read, [1])).toEqual([{ name: 'first' }]);
  });
});
