import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_HIDE_DELAY_MS, SERVICE_MENUS } from '@/domain/constants';
import { ServiceMegaMenu, type ServiceMegaMenuProps } from '@design-system/components';
import { serviceSearchHref } from '@/domain/links';
import { useServiceMegaMenuLabels } from '../../../stories/design-system/support/labels';
import { renderDs } from './render';

/** The menu with the links the app gives it. */
function Menu(props: Omit<ServiceMegaMenuProps, 'labels' | 'serviceHref'>) {
  return (
    <ServiceMegaMenu
      {...props}
      serviceHref={serviceSearchHref}
      labels={useServiceMegaMenuLabels()}
    />
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });
const panel = (id: string) => screen.getByTestId(`service-menu-panel-${id}`);

describe('ServiceMegaMenu', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has four menus (hair, nails, body, face)', () => {
    renderDs(<Menu />);
    const nav = screen.getByRole('navigation', { name: 'Services' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Hair', 'Nails', 'Body', 'Face']);
  });

  it('opens on hover and closes 150 ms after the pointer leaves', () => {
    renderDs(<Menu />);
    const item = trigger('Hair').closest('li')!;
    fireEvent.mouseEnter(item);
    expect(trigger('Hair')).toHaveAttribute('aria-expanded', 'true');
    expect(panel('hairServices')).toBeVisible();
    fireEvent.mouseLeave(item);
    act(() => {
      vi.advanceTimersByTime(MENU_HIDE_DELAY_MS - 1);
    });
    expect(trigger('Hair')).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(trigger('Hair')).toHaveAttribute('aria-expanded', 'false');
    expect(panel('hairServices')).not.toBeVisible();
  });

  it('stays open when the pointer comes back within the delay', () => {
    renderDs(<Menu hideDelayMs={150} />);
    const item = trigger('Nails').closest('li')!;
    fireEvent.mouseEnter(item);
    fireEvent.mouseLeave(item);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    fireEvent.mouseEnter(item);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(trigger('Nails')).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on an outside click', () => {
    renderDs(
      <div>
        <Menu defaultOpen="faceServices" />
        <p>outside</p>
      </div>,
    );
    expect(trigger('Face')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(panel('faceServices'));
    expect(trigger('Face')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(trigger('Face')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard, moves focus into the items and closes on Escape', () => {
    renderDs(<Menu />);
    const hair = trigger('Hair');
    hair.focus();
    fireEvent.keyDown(hair, { key: 'ArrowDown' });
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(hair).toHaveAttribute('aria-expanded', 'true');
    const first = screen.getByRole('link', { name: "Men's haircut" });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: "Women's haircut" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(hair).toHaveAttribute('aria-expanded', 'false');
    expect(hair).toHaveFocus();
  });

  it('toggles with click (touch and Enter/Space)', () => {
    renderDs(<Menu />);
    fireEvent.click(trigger('Body'));
    expect(trigger('Body')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger('Body'));
    expect(trigger('Body')).toHaveAttribute('aria-expanded', 'false');
  });

  it('links each service to /search?category=…&service=…', () => {
    renderDs(<Menu defaultOpen="hairServices" />);
    const links = within(panel('hairServices')).getAllByRole('link');
    expect(links).toHaveLength(SERVICE_MENUS.hairServices.length);
    expect(links[0]).toHaveAttribute('href', '/search?category=hairServices&service=mensHaircut');
    expect(serviceSearchHref('nailServices', 'frenchManicure')).toBe(
      '/search?category=nailServices&service=frenchManicure',
    );
  });

  it('calls onSelect and onNavigate and closes', () => {
    const onSelect = vi.fn();
    const onNavigate = vi.fn();
    renderDs(<Menu defaultOpen="bodyServices" onSelect={onSelect} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: 'Hot stone massage' }));
    expect(onSelect).toHaveBeenCalledWith('bodyServices', 'hotStone');
    expect(onNavigate).toHaveBeenCalledWith(
      '/search?category=bodyServices&service=hotStone',
      expect.anything(),
    );
    expect(trigger('Body')).toHaveAttribute('aria-expanded', 'false');
  });

  it('vertical variant works as disclosures without hover', () => {
    renderDs(<Menu variant="vertical" />);
    fireEvent.mouseEnter(trigger('Face').closest('li')!);
    expect(trigger('Face')).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger('Face'));
    expect(trigger('Face')).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel('faceServices')).getByRole('link', { name: 'Make-up' })).toHaveAttribute(
      'href',
      '/search?category=faceServices&service=makeup',
    );
  });
});
