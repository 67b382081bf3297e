import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Locale } from '@/domain/constants';
import { LanguageToggle, type LanguageToggleProps } from '@design-system/components';
import { useLanguageToggleLabels } from './support/labels';

function LocalizedLanguageToggle({
  locale,
  onChange,
  ...rest
}: Omit<LanguageToggleProps, 'labels'>) {
  const [value, setValue] = useState<Locale>(locale);
  return (
    <LanguageToggle
      {...rest}
      locale={value}
      labels={useLanguageToggleLabels()}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design System/LanguageToggle',
  component: LocalizedLanguageToggle,
  args: { locale: 'en', onChange: fn() },
} satisfies Meta<typeof LocalizedLanguageToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Italian: Story = { args: { locale: 'it' } };
export const Medium: Story = { args: { size: 'medium' } };
