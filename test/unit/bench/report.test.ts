import { figure, renderMarkdownTable, renderTextTable, tableRows } from '../../../bench/lib/report.js';
import type { BenchResult, Figure } from '../../../bench/lib/report.js';
import { medianOf, spreadOf } from '../../../bench/lib/stats.js';

function result(figures: Figure[]): BenchResult {
  return { id: 'x', title: '9. Example', figures, notes: [], details: {}, durationMs: 1 };
}

describe('bench report: medians with their rounds', () => {
  it('spreadOf and medianOf give the smallest, the largest and the count, scaled alike', () => {
    expect(spreadOf([412, 398, 440])).toEqual({ min: 398, max: 440, rounds: 3 });
    expect(medianOf([1200, 900, 1500, 1000], 1 / 1000)).toEqual({
      median: 1.1,
      spread: { min: 0.9, max: 1.5, rounds: 4 },
    });
  });

  it('shows min..max beside the figure, the reference and the ratio, and the number of rounds', () => {
    const rows = tableRows([
      result([
        figure({
          metric: 'wall time vs floor',
          value: 412,
          spread: spreadOf([398, 412, 440]),
          unit: 'ms',
          reference: { label: 'floor', value: 200, unit: 'ms', spread: spreadOf([190, 200, 215]) },
          ratio: 2.06,
          ratioSpread: spreadOf([1.9, 2.06, 2.2]),
          goal: { on: 'ratio', op: '<=', limit: 3 },
        }),
      ]),
    ]);
    expect(rows).toEqual([
      [
        '9. Example',
        'wall time vs floor',
        '412 ms (398..440)',
        'floor: 200 ms (190..215)',
        '2.06 x (1.90..2.20)',
        '3',
        'ratio <= 3 x',
        'pass',
      ],
    ]);
  });

  it('renders a figure without rounds (an older --json run, a count) as before, with an empty Rounds cell', () => {
    const saved = JSON.parse(
      JSON.stringify(result([figure({ metric: 'previews completed', value: 25, unit: 'of 25' })])),
    ) as BenchResult;
    expect(tableRows([saved])).toEqual([
      ['9. Example', 'previews completed', '25 of 25', '', '', '', '', ''],
    ]);
    const text = renderTextTable([saved]).split('\n');
    expect(text[0]).toMatch(
      /^Benchmark\s+Metric\s+Figure \(min\.\.max\)\s+Reference \(same run\)\s+Ratio\s+Rounds/,
    );
    const markdown = renderMarkdownTable([saved]).split('\n');
    expect(markdown[0]?.split('|').length).toBe(markdown[2]?.split('|').length);
  });

  it('keeps the error row as wide as the header', () => {
    const [row] = tableRows([{ ...result([]), error: 'boom' }]);
    expect(row).toHaveLength(8);
    expect(row?.at(-1)).toBe('ERROR');
  });
});
