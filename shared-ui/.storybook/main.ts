import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The shared-ui catalogue. Vite builder (Storybook's own vite 7, separate from the webpack 5.111.1
 * that the shell and remotes pin for Module Federation). Builds offline: no telemetry, no update
 * checks.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The design system's own stories, and each remote's screens (mf-*/src/**/*.stories.tsx).
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../mf-*/src/**/*.stories.@(ts|tsx)'],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      // Production consumers keep shared-ui class names as written ('[local]'); do the same here.
      css: { modules: { generateScopedName: '[local]' } },
      esbuild: { jsx: 'automatic' },
      build: { chunkSizeWarningLimit: 2000 },
    });
  },
};

export default config;
