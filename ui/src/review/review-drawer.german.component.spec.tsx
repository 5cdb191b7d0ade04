import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordHistory } from '@cairn/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../i18n';
import { hubEventRow, signIn } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import { ReviewDrawer } from './review-drawer';

/** Issue 20 §11: a German admin reviews in German: labels, enum values, materials, numbers, history. */
afterEach(() => loadLanguage('EN'));

const EVENT = hubEventRow({
  status: 'AUTO_FLAGGED',
  materialType: 'HDPE_MIXED',
  anomalies: ['IMAGE_DUPLICATE'],
  moisturePercentage: 12.5,
});

const HISTORY: RecordHistory = {
  kind: 'hubEvent',
  uuid: EVENT.uuid,
  streams: [`hub-event-${EVENT.uuid}`],
  entries: [
    {
      eventId: 'e1',
      type: 'HubEventWeightAmended',
      streamId: `hub-event-${EVENT.uuid}`,
      streamPosition: 2,
      globalPosition: '7',
      occurredAt: '2026-11-21T10:00:00.000Z',
      actor: null,
      impersonatedBy: null,
      commandId: 'c1',
      correlationId: 'c1',
      created: false,
      changes: [{ field: 'weight', before: 12.5, after: 13 }],
    },
  ],
};

describe('the review drawer of a German admin', () => {
  it('names fields, states, tags and the material in German, with decimal commas, and the history too', async () => {
    signIn({ language: 'DE' });
    await loadLanguage('DE');
    const noop = () => undefined;
    renderScreen(
      <ReviewDrawer
        event={EVENT}
        hasPrevious
        hasNext
        onPrevious={noop}
        onNext={noop}
        onClose={noop}
        onSaved={noop}
        onChanged={noop}
        onRemoved={noop}
      />,
    );
    const drawer = document.querySelector<HTMLElement>('.review-drawer');
    if (!drawer) throw new Error('The review drawer is not open');
    const inDrawer = within(drawer);

    expect(inDrawer.getByText('Erfassung · Pune Collection Hub')).toBeInTheDocument();
    expect(inDrawer.getByRole('button', { name: 'Genehmigen' })).toBeInTheDocument();
    expect(inDrawer.getByRole('button', { name: 'Markieren' })).toBeInTheDocument();
    expect(inDrawer.getByRole('button', { name: 'Als Duplikat löschen' })).toBeInTheDocument();
    expect(inDrawer.getByLabelText('Kommentar')).toBeInTheDocument();
    expect(inDrawer.getByText('Automatisch markiert')).toBeInTheDocument();
    expect(inDrawer.getByText('Doppeltes Foto')).toBeInTheDocument();
    expect(inDrawer.getByText('HDPE gemischt')).toBeInTheDocument();
    expect(inDrawer.getByText('Sack')).toBeInTheDocument();
    expect(inDrawer.getByText('Feuchtigkeit')).toBeInTheDocument();
    expect(inDrawer.getByText('12,5 %')).toBeInTheDocument();
    expect(inDrawer.getByText('Kein Foto.')).toBeInTheDocument();
    expect(inDrawer.queryByText('Approve')).not.toBeInTheDocument();

    answer('get', `/api/admin/hubEvents/${EVENT.uuid}/history`, HISTORY);
    await userEvent.setup().click(inDrawer.getByRole('tab', { name: 'Verlauf' }));
    const timeline = await inDrawer.findByRole('list', { name: 'Verlauf' });
    expect(
      await within(timeline).findByText('Gewicht des Hub-Ereignisses geändert'),
    ).toBeInTheDocument();
    expect(within(timeline).getByText(/Das System/)).toBeInTheDocument();
    expect(within(timeline).getByText('Befehl c1')).toBeInTheDocument();
  });
});
