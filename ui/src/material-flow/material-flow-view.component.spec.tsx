import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flowLinks, type FlowSteps, type MaterialFlow } from '@cairn/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../i18n';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import { MaterialFlowView } from './material-flow-view';

// jsdom draws no SVG layout: the chart stands in as its links, clickable, as ECharts gives them back.
vi.mock('./sankey-chart', () => ({
  default: ({
    links,
    onLinkClick,
  }: {
    links: Array<{ source: string; target: string; value: number }>;
    onLinkClick?: (i: number) => void;
  }) => (
    <div data-testid="sankey">
      {links.map((l, i) => (
        <button key={i} onClick={() => onLinkClick?.(i)}>{`${l.source}>${l.target}`}</button>
      ))}
    </div>
  ),
}));

const ZERO: FlowSteps = {
  registered: 0,
  gradedInput: 0,
  gradedOutput: 0,
  processedLoad: 0,
  processedInput: 0,
  processedOutput: 0,
  cleared: 0,
};
const flow = (s: Partial<FlowSteps>, extra: Partial<MaterialFlow> = {}): MaterialFlow => {
  const steps = { ...ZERO, ...s };
  return {
    quantityUnit: 'KG',
    steps,
    links: flowLinks(steps),
    flaggedRegistered: 0,
    literOutput: 0,
    trend: [],
    sources: [],
    usualYield: null,
    ...extra,
  };
};
const FULL = flow(
  {
    registered: 1234.5,
    gradedInput: 1000,
    gradedOutput: 950.25,
    processedInput: 900,
    processedOutput: 800,
    cleared: 700,
  },
  {
    flaggedRegistered: 12.5,
    sources: [
      { key: 'COLLECTORS', kind: 'COLLECTORS', name: null, weight: 1000 },
      { key: 'HUB:p-1', kind: 'PICKUP_POINT', name: 'Kothrud', weight: 200 },
      { key: 'UNNAMED', kind: 'UNNAMED', name: null, weight: 34.5 },
    ],
  },
);

afterEach(() => loadLanguage('EN'));

describe('the material flow (issue 39)', () => {
  it('gives the figures in the chart label and as a table, the flagged weight apart', async () => {
    answer('get', '/api/massBalance/flow', () => Response.json(FULL));
    renderScreen(<MaterialFlowView path="/api/massBalance/flow" />);
    const figure = await screen.findByRole(
      'img',
      { name: /^(Material flow|Materialfluss):/ },
      { timeout: 3000 },
    );
    expect(figure).toHaveAccessibleName(
      expect.stringContaining('Registered → Grading: 1000.000 kg') as unknown as string,
    );
    expect(figure.getAttribute('aria-label')).toContain('Grading → Loss: 49.750 kg');
    expect(screen.getByText(/12\.500 kg rests on flagged/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toContain('RegisteredStock left234.500 kg');
    expect(rows.map((r) => r.textContent)).toContain('ProcessedCleared700.000 kg');
  });

  it('starts from the sources, which add up to the registered weight', async () => {
    answer('get', '/api/massBalance/flow', () => Response.json(FULL));
    renderScreen(<MaterialFlowView path="/api/massBalance/flow" />);
    const figure = await screen.findByRole('img', { name: /^Material flow:/ }, { timeout: 3000 });
    const label = figure.getAttribute('aria-label') ?? '';
    expect(label).toContain('Collectors → Registered: 1000.000 kg');
    expect(label).toContain('Pick-up point Kothrud → Registered: 200.000 kg');
    expect(label).toContain('No source named → Registered: 34.500 kg');
    // The first column is drawn: its links come first, into Registered.
    expect(
      within(screen.getByTestId('sankey'))
        .getAllByRole('button')
        .slice(0, 3)
        .map((b) => b.textContent),
    ).toEqual([
      'Collectors>Registered',
      'Pick-up point Kothrud>Registered',
      'No source named>Registered',
    ]);
  });

  it('shows the period step by step, as a chart label and in the table', async () => {
    const step = (
      start: string,
      registered: number,
      output: number,
      yieldShare: number | null,
    ) => ({
      start,
      end: start,
      registered,
      output,
      cleared: 0,
      yieldShare,
    });
    answer('get', '/api/massBalance/flow', () =>
      Response.json({
        ...FULL,
        trend: [
          step('2026-11-02T00:00:00.000Z', 600, 500, 0.9),
          step('2026-11-09T00:00:00.000Z', 634.5, 0, null),
        ],
        usualYield: { low: 0.82, high: 0.91, steps: 12 },
      }),
    );
    renderScreen(<MaterialFlowView path="/api/massBalance/flow" />);
    const trend = await screen.findByRole('img', { name: /^Step by step:/ }, { timeout: 3000 });
    expect(trend.getAttribute('aria-label')).toContain(
      '02/11/2026: Registered 600 kg, Output 500 kg',
    );
    // The hub's usual yield, drawn as a band, is said in words too.
    expect(trend.getAttribute('aria-label')).toContain('Usual yield of this hub: 82.0 % to 91.0 %');
    expect(screen.getByText(/middle half of the 12 steps before/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const rows = screen.getAllByRole('table')[1]!.querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.textContent)).toEqual([
      '02/11/2026600 kg500 kg0 kg90.0 %',
      '09/11/2026635 kg0 kg0 kg-',
    ]);
  });

  it('says so when nothing was weighed in the period', async () => {
    answer('get', '/api/massBalance/flow', () => Response.json(flow({})));
    renderScreen(<MaterialFlowView path="/api/massBalance/flow" />);
    expect(
      await screen.findByText('Nothing weighed in this period', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Material flow:/ })).toBeNull();
  });

  it('opens the hub events behind a clicked link, for the period shown', async () => {
    answer('get', '/api/admin/hubs/h-1/flow', () => Response.json(FULL));
    const onLink = vi.fn();
    renderScreen(<MaterialFlowView path="/api/admin/hubs/h-1/flow" onLink={onLink} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Processed>Cleared' }, { timeout: 3000 }),
    );
    expect(onLink).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'Processed', target: 'Cleared', eventType: 'CLEARANCE' }),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    );
    // A source's link opens the registrations.
    await userEvent.click(screen.getByRole('button', { name: 'Collectors>Registered' }));
    expect(onLink).toHaveBeenLastCalledWith(
      expect.objectContaining({ eventType: 'REGISTRATION' }),
      expect.any(String),
      expect.any(String),
    );
  });

  it('writes German names and numbers for a German user', async () => {
    await loadLanguage('DE');
    answer('get', '/api/massBalance/flow', () => Response.json(FULL));
    renderScreen(<MaterialFlowView path="/api/massBalance/flow" />);
    const figure = await screen.findByRole(
      'img',
      { name: /^(Material flow|Materialfluss):/ },
      { timeout: 3000 },
    );
    expect(figure.getAttribute('aria-label')).toContain('Registriert → Sortierung: 1.000,000 kg');
  });
});
