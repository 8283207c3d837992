import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { GlassButton } from './GlassButton';
import { GlassDialog, type GlassDialogProps } from './GlassDialog';
import { GlassInput } from './GlassInput';

function DialogDemo(props: GlassDialogProps) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  return (
    <>
      <GlassButton onClick={() => setOpen(true)}>Open dialog</GlassButton>
      <GlassDialog
        {...props}
        open={open}
        onClose={close}
        footer={
          <>
            <GlassButton variant="secondary" onClick={close}>
              Cancel
            </GlassButton>
            <GlassButton onClick={close}>Save</GlassButton>
          </>
        }
      >
        <GlassInput label="Child's name" />
      </GlassDialog>
    </>
  );
}

const meta = {
  title: 'ui-glass/GlassDialog',
  component: GlassDialog,
  args: { open: true, onClose: fn(), title: 'Add a child profile', description: 'Children aged 4 to 15 can have their own profile.' },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof GlassDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Escape, the backdrop and the close button close it. */
export const Dismissible: Story = {};

/** Only its own buttons close it. */
export const NotDismissible: Story = { args: { dismissible: false, title: 'Finish setting up' } };
