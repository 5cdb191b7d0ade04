import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bucketReviewQueue, type ReviewQueue } from '@cairn/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../i18n';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import { NO_FILTERS } from './hub-events.query';
import { ReviewQueuePanel, reviewQueueKey } from './review-queue-panel';

// jsdom lays out no SVG: the chart stands in as the names of its series.
vi.mock('./review-queue-chart', () => ({
  default: ({ series }: { series: Array<{ name: string }> }) => (
    <div data-testid="queue-chart">{series.map((s) => s.name).join('|')}</div>
  ),
}));

const PATH = '/api/admin/hubEvents/reviewQueue';
const END = new Date('2026-12-02T12:00:00Z');
const QUEUE: ReviewQueue = bucketReviewQueue(
  [
    ...Array.from({ length: 1200 }, () => ({
      createdAt: '2026-11-24T10:00:00.000Z',
      status: 'PENDING' as const,
    })),
    {
      createdAt: '2026-11-25T10:00:00.000Z',
      status: 'AUTO_FLAGGED',
      autoReview: { tags: ['DUPLICATE', 'WEIGHT_OUTLIER'] },
    },
    { createdAt: '2026-12-01T10:00:00.000Z', status: 'APPROVED' },
  ],
  END,
  2,
);

afterEach(() => loadLanguage('EN'));

describe('the review queue at a glance (issue 39)', () => {
  it('gives each week’s figures in the chart label and as a table', async () => {
    answer('get', PATH, () => Response.json(QUEUE));
    renderScreen(<ReviewQueuePanel filters={NO_FILTERS} />);
    const figure = await screen.findByRole(
      'img',
      { name: /^Review queue by week/ },
      { timeout: 3000 },
    );
    const label = figure.getAttribute('aria-label') ?? '';
    expect(label).toContain(
      '23/11/2026: 1201 events; Pending 1200, Auto flagged 1; Duplicate 1, Weight outlier 1',
    );
    expect(label).toContain('30/11/2026: 1 event; Approved 1');
    expect(await screen.findByTestId('queue-chart', {}, { timeout: 3000 })).toHaveTextContent(
      'Pending|Approved|Auto approved|Flagged|Auto flagged|Duplicate|Weight outlier',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const rows = [...screen.getByRole('table').querySelectorAll('tbody tr')].map((r) =>
      [...r.querySelectorAll('td')].map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['23/11/2026', '1201', '1200', '0', '0', '0', '1', 'Duplicate 1, Weight outlier 1'],
      ['30/11/2026', '1', '0', '1', '0', '0', '0', '-'],
    ]);
  });

  it('says so when the weeks hold no hub event', async () => {
    answer('get', PATH, () => Response.json(bucketReviewQueue([], END, 8)));
    renderScreen(<ReviewQueuePanel filters={NO_FILTERS} />);
    expect(
      await screen.findByText('No hub events in these weeks', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it('writes German labels and numbers for a German user', async () => {
    await loadLanguage('DE');
    answer('get', PATH, () => Response.json(QUEUE));
    renderScreen(<ReviewQueuePanel filters={NO_FILTERS} />);
    const figure = await screen.findByRole(
      'img',
      { name: /^Prüfwarteschlange/ },
      { timeout: 3000 },
    );
    expect(figure.getAttribute('aria-label')).toContain(
      '23.11.2026: 1.201 Ereignisse; Ausstehend 1.200',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Als Tabelle zeigen' }));
    expect(screen.getByRole('table')).toHaveTextContent('1.201');
  });

  it('asks for the list’s hubs and period, eight weeks by default', () => {
    const now = new Date('2026-12-06T10:00:00Z');
    expect(reviewQueueKey(NO_FILTERS, now)).toBe(`${PATH}?weeks=8`);
    const key = reviewQueueKey(
      {
        ...NO_FILTERS,
        hubUuids: ['h-1', 'h-2'],
        createdAfter: '2026-10-01',
        createdBefore: '2026-11-30',
      },
      now,
    );
    expect(key).toContain('weeks=10');
    expect(key).toContain('hubUuids=h-1%2Ch-2');
    expect(key).toContain('endDate=');
  });
});
