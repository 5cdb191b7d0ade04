import { screen } from '@testing-library/react';
import type { HubSummary } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { HUB_UUID } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { HubTable } from './hub-table';

const row = (over: Partial<HubSummary>): HubSummary => ({
  uuid: HUB_UUID,
  name: 'Green Loop Pune',
  type: 'COLLECTION_CENTER',
  state: 'ACTIVE',
  pipelineOwner: false,
  country: 'IN',
  city: 'Pune',
  features: [],
  users: [],
  organization: null,
  ...over,
});

describe('the hub list rows', () => {
  it("name a hub's organization and show demo and trial states", () => {
    renderScreen(
      <HubTable
        hubs={[
          row({ organization: { uuid: 'o', name: 'Cairn Network' }, state: 'TRIAL' }),
          row({ uuid: 'other', name: 'Solo Hub', state: 'DEMO' }),
        ]}
      />,
    );
    expect(screen.getByText('Organization: Cairn Network')).toBeInTheDocument();
    expect(screen.getAllByText(/^Organization:/)).toHaveLength(1);
    expect(screen.getByText('Trial')).toBeInTheDocument();
    expect(screen.getByText('Demo')).toBeInTheDocument();
  });
});
