import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render';
import { HubListFilters, NO_HUB_FILTERS } from './hub-list-filters';

describe('the hub list filters (Document 1 §2, issue 31 §4)', () => {
  it('offers the states ACTIVE and PAUSED, each filter labelled', () => {
    renderScreen(<HubListFilters value={NO_HUB_FILTERS} onChange={() => undefined} />);
    const options = screen.getByRole('combobox', { name: 'State' }).querySelectorAll('option');
    expect(Array.from(options, (o) => o.value)).toEqual(['', 'ACTIVE', 'PAUSED']);
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeInTheDocument();
  });
});
