import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';

// ui-glass's stylesheet is inlined by main.ts; its dark tokens follow `data-theme` on <html>, which the
// app's DisplaySettingsProvider sets. This lib may not import ui-glass, so the toolbar's theme sets the
// attribute itself: every preview can be seen light and dark.
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story, context) => {
      document.documentElement.dataset['theme'] = context.globals['theme'] === 'dark' ? 'dark' : 'light';
      return createElement('div', { style: { maxWidth: '60rem', fontFamily: 'var(--grove-font)', color: 'var(--grove-text)' } }, createElement(Story));
    },
  ],
};

export default preview;
