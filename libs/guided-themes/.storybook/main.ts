import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Resolve @grove/* workspace libs to their TypeScript sources, as the web app does.
  viteFinal: async (cfg) => {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    return mergeConfig(cfg, { resolve: { conditions: ['@grove/source', ...defaultClientConditions] } });
  },
};
export default config;
