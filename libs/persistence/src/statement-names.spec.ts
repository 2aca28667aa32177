import type { SqlQuery } from '@prisma/driver-adapter-utils';
import { sqlStatementNamer } from './statement-names';

const query = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });

describe('sqlStatementNamer', () => {
  it('gives one SQL text the same name every time and different texts different names', () => {
    const name = sqlStatementNamer();
    const a = name(query('SELECT 1'));
    const b = name(query('SELECT 2'));
    expect(a).toMatch(/^s\d+$/);
    expect(b).not.toBe(a);
    expect(name(query('SELECT 1'))).toBe(a);
    expect(name(query('SELECT 2'))).toBe(b);
  });

  it('leaves texts past the cap unnamed (the empty name), and keeps naming the ones it knows', () => {
    const name = sqlStatementNamer(2);
    const a = name(query('SELECT 1'));
    name(query('SELECT 2'));
    expect(name(query('SELECT 3'))).toBe('');
    expect(name(query('SELECT 4'))).toBe('');
    expect(name(query('SELECT 1'))).toBe(a);
  });
});
