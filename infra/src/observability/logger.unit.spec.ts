import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { parseTraceparent, withLogContext } from './log-context';

const capture = () => {
  const lines: string[] = [];
  return { lines, logger: createLogger('debug', (l) => lines.push(l)) };
};

describe('logger', () => {
  it('writes one JSON line with level, time and message', () => {
    const { lines, logger } = capture();
    logger.info('hello', { count: 2 });
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({ level: 'info', msg: 'hello', count: 2 });
    expect(Date.parse(line.time)).not.toBeNaN();
  });

  it('redacts personal fields at the top and nested', () => {
    const { lines, logger } = capture();
    logger.warn('user', {
      email: 'a@b.example',
      user: { firstName: 'Asha', phoneNumber: '+911234', idNumber: 'MH-1' },
      deep: { row: { birthDate: '1988-04-12', lastName: 'Kale' } },
      hub: 'kept',
    });
    expect(lines[0]).not.toMatch(/a@b\.example|Asha|\+911234|MH-1|1988-04-12|Kale/);
    expect(JSON.parse(lines[0])).toMatchObject({ hub: 'kept', user: { firstName: '[redacted]' } });
  });

  it('adds the request id and trace id of the context', () => {
    const { lines, logger } = capture();
    withLogContext({ requestId: 'r-1', traceId: 'a'.repeat(32), spanId: 'b'.repeat(16) }, () =>
      logger.debug('inside'),
    );
    logger.debug('outside');
    expect(JSON.parse(lines[0])).toMatchObject({ reqId: 'r-1', traceId: 'a'.repeat(32) });
    expect(JSON.parse(lines[1]).traceId).toBeUndefined();
  });

  it('filters by level', () => {
    const lines: string[] = [];
    createLogger('warn', (l) => lines.push(l)).info('dropped');
    expect(lines).toEqual([]);
  });
});

describe('parseTraceparent', () => {
  it('reads a W3C traceparent and refuses invalid ones', () => {
    const tp = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    expect(parseTraceparent(tp)).toEqual({
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
      traceparent: tp,
    });
    expect(parseTraceparent('00-' + '0'.repeat(32) + '-00f067aa0ba902b7-01')).toBeNull();
    expect(parseTraceparent('ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).toBeNull();
    expect(parseTraceparent('garbage')).toBeNull();
    expect(parseTraceparent(undefined)).toBeNull();
  });
});
