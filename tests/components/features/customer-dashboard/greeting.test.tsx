import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DashboardHeader } from '@/features/customer-dashboard/components/dashboard-header';
import en from '@/i18n/en.json';
import itMessages from '@/i18n/it.json';

function renderAt(hour: number, minute: number, locale: 'en' | 'it' = 'en') {
  const now = new Date(2026, 10, 28, hour, minute);
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : itMessages}>
      <MemoryRouter>
        <DashboardHeader
          name="Giulia Romano"
          avatarUrl={null}
          now={now}
          onRefresh={() => {}}
          refreshing={false}
        />
      </MemoryRouter>
    </IntlProvider>,
  );
  return screen.getByRole('heading', { level: 1 }).textContent;
}

describe('the dashboard greeting', () => {
  it.each([
    [0, 0, 'Good morning, Giulia'],
    [11, 59, 'Good morning, Giulia'],
    [12, 0, 'Good afternoon, Giulia'],
    [16, 59, 'Good afternoon, Giulia'],
    [17, 0, 'Good evening, Giulia'],
    [23, 59, 'Good evening, Giulia'],
  ])('at %i:%i says “%s”', (hour, minute, expected) => {
    expect(renderAt(hour, minute)).toBe(expected);
  });

  it('speaks Italian too', () => {
    expect(renderAt(17, 0, 'it')).toBe('Buonasera, Giulia');
  });
});
