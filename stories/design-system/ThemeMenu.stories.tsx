import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ThemeMenu, type ThemeMenuProps } from '@design-system/components';
import { defaultThemeConfig, parseThemeConfig, type ThemeConfig } from '@design-system/theme';
import { useThemeMenuLabels } from './support/labels';

type Props = Omit<ThemeMenuProps, 'labels' | 'onImport'> & {
  onImport?: ThemeMenuProps['onImport'];
};

/** Holds the config locally so the controls respond; the page theme itself follows the toolbar. */
function LocalizedThemeMenu({ config: initial, onChange, onReset, onImport, ...rest }: Props) {
  const [config, setConfig] = useState<ThemeConfig>(initial);
  return (
    <ThemeMenu
      {...rest}
      config={config}
      labels={useThemeMenuLabels()}
      onChange={(next, change) => {
        setConfig(next);
        onChange(next, change);
      }}
      onReset={() => {
        setConfig(defaultThemeConfig());
        onReset();
      }}
      onImport={(text) => {
        const parsed = parseThemeConfig(text);
        if (parsed) setConfig(parsed);
        void onImport?.(text);
        return parsed !== null;
      }}
    />
  );
}

const meta = {
  title: 'Design System/ThemeMenu',
  component: LocalizedThemeMenu,
  args: {
    config: defaultThemeConfig(),
    onChange: fn(),
    onReset: fn(),
    onExport: fn(),
    onImport: fn(),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LocalizedThemeMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const OpenSpaDark: Story = {
  args: { defaultOpen: true, config: { ...defaultThemeConfig(), theme: 'spa-dark' } },
};
export const OpenAccessibilityOn: Story = {
  args: {
    defaultOpen: true,
    config: {
      ...defaultThemeConfig(),
      theme: 'system',
      accessibility: { highContrast: true, reducedMotion: true, largeText: true },
    },
  },
};
