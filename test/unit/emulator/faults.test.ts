import { ConfigurationError } from '../../../src/core/errors.js';
import { FaultBook, faultApplies, parseFaultSpec } from '../../../src/emulator/faults.js';

describe('parseFaultSpec', () => {
  it.each([
    ['503', { kind: 'status', status: 503, operation: '*', times: 1, after: 0 }],
    ['status:502@deploy', { kind: 'status', status: 502, operation: 'deploy', times: 1, after: 0 }],
    ['503@preview*2', { kind: 'status', status: 503, operation: 'preview', times: 2, after: 0 }],
    ['500@**inf+3', { kind: 'status', status: 500, operation: '*', times: Infinity, after: 3 }],
    ['429', { kind: '429', operation: '*', times: 1, after: 0 }],
    [
      '429:http-date@preview',
      { kind: '429', retryAfter: 'http-date', operation: 'preview', times: 1, after: 0 },
    ],
    [
      '429:seconds:5',
      { kind: '429', retryAfter: 'seconds', retryAfterMs: 5000, operation: '*', times: 1, after: 0 },
    ],
    [
      'slow:2500@status*Infinity',
      { kind: 'slow', delayMs: 2500, operation: 'status', times: Infinity, after: 0 },
    ],
    [
      'truncate:1024@download+1',
      { kind: 'truncate', bytes: 1024, operation: 'download', times: 1, after: 1 },
    ],
    ['reset-before@export-start', { kind: 'reset-before', operation: 'export-start', times: 1, after: 0 }],
    [' traversal ', { kind: 'traversal', operation: '*', times: 1, after: 0 }],
    ['redirect@download*inf', { kind: 'redirect', operation: 'download', times: Infinity, after: 0 }],
    ['HTML-ERROR@Bundle', { kind: 'html-error', operation: 'bundle', times: 1, after: 0 }],
  ])('parses %p', (text, rule) => {
    expect(parseFaultSpec(text)).toEqual(rule);
  });

  it.each([
    ['', /does not match/],
    ['teapot', /unknown kind "teapot"/],
    ['200', /not an error status/],
    ['503@nowhere', /unknown operation "nowhere"/],
    ['503*0', /COUNT must be at least 1/],
    ['slow', /slow needs a whole number/],
    ['slow:fast', /slow needs a whole number/],
    ['truncate:-1', /truncate needs a whole number/],
    ['429:soon', /unknown retry hint "soon"/],
    ['expire:now', /expire takes no argument/],
    ['503@preview+1*2', /does not match/],
  ])('rejects %p with a helpful ConfigurationError', (text, message) => {
    expect(() => parseFaultSpec(text)).toThrow(ConfigurationError);
    expect(() => parseFaultSpec(text)).toThrow(message);
    expect(() => parseFaultSpec(text)).toThrow(/KIND\[@OPERATION\]\[\*COUNT\]\[\+AFTER\]/);
  });
});

describe('FaultBook', () => {
  it('lets `after` requests through, fires `times` times, then stops', () => {
    const book = new FaultBook();
    book.add({ kind: 'status', status: 503, operation: 'preview', times: 2, after: 1 });
    const fired = [1, 2, 3, 4].map(() => book.take('preview')?.kind ?? null);
    expect(fired).toEqual([null, 'status', 'status', null]);
    expect(book.take('deploy')).toBeUndefined();
    expect(book.snapshot()[0]).toMatchObject({ matched: 4, fired: 2 });
  });

  it('fires the first due rule; later rules wait their turn', () => {
    const book = new FaultBook();
    book.add({ kind: 'status', status: 500 });
    book.add({ kind: 'html-error' });
    expect([book.take('status')?.kind, book.take('status')?.kind, book.take('status')]).toEqual([
      'status',
      'html-error',
      undefined,
    ]);
  });

  it('matches download-only kinds only on downloads, even with `*`', () => {
    expect(faultApplies({ kind: 'truncate', bytes: 1 }, 'preview')).toBe(false);
    expect(faultApplies({ kind: 'truncate', bytes: 1 }, 'download')).toBe(true);
    expect(faultApplies({ kind: 'wrong-size' }, 'bundle')).toBe(true);
    expect(faultApplies({ kind: 'wrong-size' }, 'download')).toBe(false);
    expect(faultApplies({ kind: 'malformed-json' }, 'download')).toBe(false);
    expect(faultApplies({ kind: 'traversal', operation: 'bundle' }, 'download')).toBe(false);
    expect(faultApplies({ kind: 'reset-before' }, 'download')).toBe(true);
  });

  it('validates rules given as objects', () => {
    const book = new FaultBook();
    expect(() => book.add({ kind: 'status', status: 302 })).toThrow(/400-599/);
    expect(() => book.add({ kind: 'html-error', times: 0 })).toThrow(/times/);
    expect(() => book.add({ kind: 'html-error', after: -1 })).toThrow(/after/);
    book.add({ kind: 'expire', times: Infinity });
    book.clear();
    expect(book.snapshot()).toEqual([]);
  });
});
