import type { Preview } from '@storybook/react-vite';
import '@grove/ui-glass/styles.css';
import '../src/react/chat.css';

const preview: Preview = {
  parameters: { layout: 'padded' },
};

export default preview;
