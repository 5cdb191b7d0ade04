import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import { DeclarationsList } from './declarations.list';

beforeEach(() => {
  URL.createObjectURL = () => 'blob:declaration';
  URL.revokeObjectURL = () => undefined;
});

const pdf = () =>
  new HttpResponse('%PDF-1.3', {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="declaration.pdf"',
    },
  });

it("downloads the declaration of the chosen month's clearances, with the caller's time zone", async () => {
  answer('get', '/api/sustainabilityDeclarations', [
    {
      uuid: '6f1c1d55-0c1e-4f5e-9d43-5a1f7e0f0a01',
      weighedAt: '2026-02-10T09:00:00.000Z',
      weight: 40,
      quantityUnit: 'KG',
      materialType: 'PET_CLEAR',
    },
  ]);
  const periods = answer('get', '/api/sustainabilityDeclarations/period', () => pdf());
  renderScreen(
    <DeclarationsList
      listPath="/api/sustainabilityDeclarations"
      pdfPath={(uuid) => `/api/materialClearances/${uuid}/sustainabilityDeclaration`}
      periodPath="/api/sustainabilityDeclarations/period"
    />,
  );
  expect(await screen.findByText(/40\.00 kg/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2024-02' } });
  fireEvent.click(screen.getByRole('button', { name: 'Declaration of the month' }));
  await waitFor(() => expect(periods).toHaveLength(1));
  // February of a leap year ends on the 29th.
  expect(periods[0].url.searchParams.get('from')).toBe('2024-02-01');
  expect(periods[0].url.searchParams.get('to')).toBe('2024-02-29');
  expect(periods[0].headers.get('x-time-zone')).toBe(
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
});

it('offers no month download without a month', async () => {
  answer('get', '/api/sustainabilityDeclarations', []);
  renderScreen(
    <DeclarationsList
      listPath="/api/sustainabilityDeclarations"
      pdfPath={(uuid) => `/api/x/${uuid}`}
      periodPath="/api/sustainabilityDeclarations/period"
    />,
  );
  expect(await screen.findByText('No clearances yet.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: '' } });
  expect(
    (screen.getByRole('button', { name: 'Declaration of the month' }) as HTMLButtonElement)
      .disabled,
  ).toBe(true);
});
