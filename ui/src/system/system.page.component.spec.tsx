import { screen } from '@testing-library/react';
import type { SystemSample } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import SystemPage from './system.page';

const sample = (minute: number, over: Partial<SystemSample>): SystemSample => ({
  at: `2026-12-06T01:${String(minute).padStart(2, '0')}:00.000Z`,
  projectionLagSeconds: 0,
  projectionLagEvents: 0,
  queueDepth: 0,
  requests: 100,
  errors: 0,
  ...over,
});

describe('System page', () => {
  it('charts the last hour and shows the latest values', async () => {
    answer('get', '/api/admin/system/metrics', {
      samples: [
        sample(1, {}),
        sample(2, { projectionLagSeconds: 40, projectionLagEvents: 300, queueDepth: 12 }),
        sample(3, { projectionLagSeconds: 7, projectionLagEvents: 25, queueDepth: 3, errors: 5 }),
      ],
    });
    renderScreen(<SystemPage />, { url: '/admin/system', path: '/admin/system' });
    expect(await screen.findByText('7 s')).toBeInTheDocument();
    expect(screen.getByText('25 events behind')).toBeInTheDocument();
    expect(screen.getByText('3 waiting')).toBeInTheDocument();
    expect(screen.getByText('5.0 %')).toBeInTheDocument();
    expect(screen.getByText('of 100 requests')).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: "Projections' largest lag over the last hour" });
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });

  it('says when there is no sample yet', async () => {
    answer('get', '/api/admin/system/metrics', { samples: [] });
    renderScreen(<SystemPage />, { url: '/admin/system', path: '/admin/system' });
    expect(await screen.findByText(/No samples yet/)).toBeInTheDocument();
  });
});
