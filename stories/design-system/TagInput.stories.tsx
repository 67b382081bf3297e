import ContentCutRounded from '@mui/icons-material/ContentCutRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { fn } from 'storybook/test';
import { useTagInputLabels } from '@/lib/ui/profile-labels';
import { TagInput } from '@design-system/components/TagInput/TagInput';
import { useT } from './support/labels';

type Props = Partial<ComponentProps<typeof TagInput>> & { withOptions?: boolean };

/** Keeps the tags in state so the story is interactive. */
function TagInputDemo({ tags: initial = [], withOptions = false, onChange, ...rest }: Props) {
  const t = useT();
  const labels = useTagInputLabels();
  const [tags, setTags] = useState<string[]>([...initial]);
  return (
    <TagInput
      {...rest}
      label={t(withOptions ? 'profile.field.preferredServices' : 'profile.field.allergies')}
      inputLabel={t(withOptions ? 'profile.field.addService' : 'profile.field.allergyInput')}
      tags={tags}
      labels={labels}
      options={
        withOptions
          ? [
              {
                value: 'haircut',
                label: t('profile.service.haircut'),
                icon: <ContentCutRounded fontSize="small" />,
              },
              {
                value: 'massage',
                label: t('profile.service.massage'),
                icon: <SpaRounded fontSize="small" />,
              },
            ]
          : undefined
      }
      onChange={(next) => {
        setTags(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Design System/TagInput',
  component: TagInputDemo,
  args: { onChange: fn() },
} satisfies Meta<typeof TagInputDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithTags: Story = { args: { tags: ['Latex', 'Pollen'] } };
export const WithOptions: Story = { args: { withOptions: true, tags: ['haircut'] } };
export const Disabled: Story = { args: { tags: ['Latex'], disabled: true } };
