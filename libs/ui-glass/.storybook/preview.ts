import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { keyValueStorageMemory } from '../src/index';
import { DisplaySettingsProvider } from '../src/react/index';
import '../src/react/glass.css';

// Every story sits inside a provider with throwaway storage, so the glass variables, the forest
// scene and the theme apply; the toolbar's theme stands in for the OS preference.
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'The OS colour scheme the provider follows',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
  },
  decorators: [
    (Story, context) =>
      context.parameters['groveProvider'] === false
        ? createElement(Story)
        : createElement(
            DisplaySettingsProvider,
            { key: String(context.globals['theme']), storage: keyValueStorageMemory(), prefersDark: context.globals['theme'] === 'dark' },
            createElement(Story),
          ),
  ],
};

export default preview;
