import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PeriodSelector, usePeriod } from './period-selector';

/** The selector as the panels hold it: its period in usePeriod (type remembered in local storage). */
function Selector() {
  const [period, setPeriod] = usePeriod();
  return <PeriodSelector period={period} onChange={setPeriod} />;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
const range = () => screen.getByTestId('period-range');

function openSelector() {
  render(<Selector />);
  return userEvent.setup();
}

describe('the period selector (Document 3 §2)', () => {
  it('starts on the week containing today, with Next disabled', () => {
    openSelector();
    expect(screen.getByLabelText('Period')).toHaveValue('WEEK');
    expect(range()).toHaveTextContent(new RegExp(`^\\d\\d/\\d\\d/\\d{4} - \\d\\d/\\d\\d/\\d{4}$`));
    expect(screen.getByRole('button', { name: 'Next period' })).toBeDisabled();
  });

  it('goes from this week to today, not to the week’s Monday, and remembers the type', async () => {
    const user = openSelector();
    await user.selectOptions(screen.getByLabelText('Period'), 'DAY');
    expect(range()).toHaveTextContent(dayText(new Date()));
    expect(localStorage.getItem('overviewPeriodType')).toBe('DAY');
  });

  it('steps back a day and forward again, never past today', async () => {
    localStorage.setItem('overviewPeriodType', 'DAY');
    const user = openSelector();
    const yesterday = new Date(Date.now() - 86_400_000);
    await user.click(screen.getByRole('button', { name: 'Previous period' }));
    expect(range()).toHaveTextContent(dayText(yesterday));
    const next = screen.getByRole('button', { name: 'Next period' });
    expect(next).toBeEnabled();
    await user.click(next);
    expect(range()).toHaveTextContent(dayText(new Date()));
    expect(next).toBeDisabled();
  });

  it('opens a custom range on today, typed DD/MM/YYYY; a start after the end is marked and not taken', async () => {
    localStorage.setItem('overviewPeriodType', 'DAY');
    const user = openSelector();
    const today = dayText(new Date());
    await user.selectOptions(screen.getByLabelText('Period'), 'CUSTOM');
    const from = screen.getByLabelText('From');
    expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    expect(from).toHaveValue(today);
    await user.clear(from);
    await user.type(from, '01/01/2099');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(range()).toHaveTextContent(`${today} - ${today}`);
    // A custom range is a one-off: the remembered type stays.
    expect(localStorage.getItem('overviewPeriodType')).toBe('DAY');
  });
});
