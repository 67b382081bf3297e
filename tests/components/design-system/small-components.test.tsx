import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CategoryCard,
  EmptyState,
  ErrorState,
  LanguageToggle,
  Logo,
  PageSection,
  ShopCardSkeleton,
  StatusBadge,
  UserMenu,
  initialsOf,
  normalizeStatus,
} from '@design-system/components';
import { renderDs } from './render';

describe('LanguageToggle', () => {
  it('shows EN/IT and reports the other locale', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderDs(
      <LanguageToggle
        locale="en"
        onChange={onChange}
        labels={{ group: 'Language', en: 'English', it: 'Italian' }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English (EN)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Italian (IT)' }));
    expect(onChange).toHaveBeenCalledWith('it');
    await user.click(screen.getByRole('button', { name: 'English (EN)' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('UserMenu', () => {
  const labels = {
    menu: 'Account menu',
    profile: 'Profile',
    bookings: 'My bookings',
    logout: 'Log out',
  };
  it('opens with profile, bookings and logout; logout closes the menu first', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderDs(
      <UserMenu
        user={{ name: 'Giulia Rossi', email: 'g@example.com' }}
        labels={labels}
        profileHref="/profile"
        bookingsHref="/bookings"
        onLogout={onLogout}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Account menu: Giulia Rossi' });
    expect(trigger).toHaveTextContent('GR');
    await user.click(trigger);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalled();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
  it('initials: at most two letters', () => {
    expect(initialsOf('Giulia Maria Rossi')).toBe('GR');
    expect(initialsOf('cher')).toBe('CH');
    expect(initialsOf('  ')).toBe('');
  });
});

describe('Logo', () => {
  it('links home with an accessible name', () => {
    const onNavigate = vi.fn();
    renderDs(<Logo ariaLabel="Orabella, go to the home page" href="/" onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Orabella, go to the home page' });
    expect(link).toHaveAttribute('href', '/');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/', expect.anything());
  });
  it('leaves modified clicks to the browser', () => {
    const onNavigate = vi.fn();
    renderDs(<Logo href="/" onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: 'Orabella' }), { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
  });
});

describe('CategoryCard', () => {
  it('links to the href it is given', () => {
    const onSelect = vi.fn();
    renderDs(
      <CategoryCard
        id="skincare"
        title="Skincare"
        href="/search?category=skincare"
        onSelect={onSelect}
      />,
    );
    const link = screen.getByRole('link', { name: /Skincare/ });
    expect(link).toHaveAttribute('href', '/search?category=skincare');
    fireEvent.click(link);
    expect(onSelect).toHaveBeenCalledWith('skincare');
  });
});

describe('EmptyState / ErrorState / skeleton / badge / section', () => {
  it('empty state with actions', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    renderDs(
      <EmptyState
        title="No shops"
        description="Try again"
        action={{ label: 'Clear filters', onClick: onClear }}
        secondaryAction={{ label: 'View all', href: '/search' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No shops', level: 2 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/search');
  });
  it('error state is an alert with retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = renderDs(
      <ErrorState title="Something went wrong" retryLabel="Try again" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(
      <ErrorState title="Something went wrong" retryLabel="Try again" onRetry={onRetry} retrying />,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });
  it('skeleton announces loading once', () => {
    renderDs(
      <>
        <ShopCardSkeleton label="Loading shops" />
        <ShopCardSkeleton />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Loading shops' })).toBeInTheDocument();
  });
  it('status badge normalises unknown values', () => {
    expect(normalizeStatus('open')).toBe('open');
    expect(normalizeStatus(undefined)).toBe('unknown');
    expect(normalizeStatus('weird')).toBe('unknown');
    renderDs(<StatusBadge status="busy" label="Busy" />);
    expect(screen.getByTestId('status-badge')).toHaveAttribute('data-status', 'busy');
  });
  it('page section is labelled by its heading', () => {
    renderDs(
      <PageSection id="featured" title="Featured shops">
        <p>content</p>
      </PageSection>,
    );
    expect(screen.getByRole('region', { name: 'Featured shops' })).toHaveTextContent('content');
  });
});
