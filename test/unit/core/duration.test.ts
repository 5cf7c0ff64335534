import { formatDuration, parseDuration } from '../../../src/core/duration.js';
import { ConfigurationError } from '../../../src/core/errors.js';

describe('parseDuration', () => {
  it.each([
    ['500ms', 500],
    ['30s', 30_000],
    ['15m', 900_000],
    ['1h', 3_600_000],
    ['1d', 86_400_000],
    ['1d12h', 129_600_000],
    ['1m30s', 90_000],
    ['45', 45_000],
    [' 2s ', 2000],
  ])('parses %s', (text, ms) => {
    expect(parseDuration(text, 'timeout')).toBe(ms);
  });

  it.each(['', '0', '0s', '-5s', 'abc', '5 minutes', '10x', 's', '1m junk'])(
    'rejects %p naming the input',
    (text) => {
      expect(() => parseDuration(text, 'timeout')).toThrow(ConfigurationError);
      expect(() => parseDuration(text, 'timeout')).toThrow(/^timeout: /);
    },
  );
});

describe('formatDuration', () => {
  it.each([
    [850, '850ms'],
    [41_000, '41s'],
    [190_000, '3m10s'],
    [120_000, '2m'],
    [3_900_000, '1h05m'],
  ])('formats %d', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
