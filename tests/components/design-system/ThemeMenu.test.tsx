import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeMenu, type ThemeMenuProps } from '@design-system/components';
import { defaultThemeConfig, parseThemeConfig, serializeThemeConfig } from '@design-system/theme';
import { useThemeMenuLabels } from '../../../stories/design-system/support/labels';
import { renderDs } from './render';

function Menu(props: Omit<ThemeMenuProps, 'labels'>) {
  return <ThemeMenu {...props} labels={useThemeMenuLabels()} />;
}

const props = () => ({
  config: defaultThemeConfig(),
  onChange: vi.fn(),
  onReset: vi.fn(),
  onImport: vi.fn((text: string) => parseThemeConfig(text) !== null),
});

function upload(text: string) {
  const input = screen.getByTestId('theme-import-input') as HTMLInputElement;
  const file = new File([text], 'theme.json', { type: 'application/json' });
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ThemeMenu', () => {
  it('opens from its button and lists the five modes', async () => {
    const user = userEvent.setup();
    renderDs(<Menu {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Theme and accessibility settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Appearance' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'light',
      'dark',
      'spa-light',
      'spa-dark',
      'system',
    ]);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  it('choosing a mode reports the next config and the change', async () => {
    const user = userEvent.setup();
    const p = props();
    renderDs(<Menu {...p} defaultOpen />);
    await user.click(screen.getByRole('radio', { name: 'Spa dark' }));
    expect(p.onChange).toHaveBeenCalledWith(
      { ...defaultThemeConfig(), theme: 'spa-dark' },
      { kind: 'theme', theme: 'spa-dark' },
    );
  });

  it('accessibility switches report user-set flags', async () => {
    const user = userEvent.setup();
    const p = props();
    renderDs(<Menu {...p} defaultOpen />);
    await user.click(screen.getByRole('switch', { name: 'High contrast' }));
    expect(p.onChange).toHaveBeenLastCalledWith(
      {
        ...defaultThemeConfig(),
        accessibility: { highContrast: true, reducedMotion: false, largeText: false },
      },
      { kind: 'accessibility', option: 'highContrast', value: true },
    );
    await user.click(screen.getByRole('switch', { name: 'Larger text' }));
    expect(p.onChange).toHaveBeenLastCalledWith(expect.anything(), {
      kind: 'accessibility',
      option: 'largeText',
      value: true,
    });
    await user.click(screen.getByRole('switch', { name: 'Smooth theme transitions' }));
    expect(p.onChange).toHaveBeenLastCalledWith(
      { ...defaultThemeConfig(), transitions: false },
      { kind: 'transitions', value: false },
    );
  });

  it('reset calls onReset', async () => {
    const user = userEvent.setup();
    const p = props();
    renderDs(<Menu {...p} defaultOpen />);
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(p.onReset).toHaveBeenCalled();
  });

  it('export hands over the serialized config', async () => {
    const user = userEvent.setup();
    const onExport = vi.fn();
    const config = { ...defaultThemeConfig(), theme: 'dark' as const };
    renderDs(<Menu {...props()} config={config} onExport={onExport} defaultOpen />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(onExport).toHaveBeenCalledWith(serializeThemeConfig(config));
  });

  it('import passes the file text; a refused file shows the error', async () => {
    const p = props();
    renderDs(<Menu {...p} defaultOpen />);
    await act(async () => upload('{oops'));
    await waitFor(() =>
      expect(screen.getByText("That file isn't a valid theme configuration.")).toBeInTheDocument(),
    );
    expect(p.onImport).toHaveBeenCalledWith('{oops');
    await act(async () =>
      upload(serializeThemeConfig({ ...defaultThemeConfig(), theme: 'spa-light' })),
    );
    await waitFor(() => expect(screen.getByText('Theme settings imported.')).toBeInTheDocument());
    expect(screen.queryByText("That file isn't a valid theme configuration.")).toBeNull();
  });
});
