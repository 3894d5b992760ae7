import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/styles/tokens.css';

/** Applies the toolbar's theme to <html data-theme> and paints the page with the theme background. */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as string | undefined) ?? 'light';
  document.documentElement.dataset.theme = theme;
  document.body.style.background = 'var(--fw-color-bg)';
  document.body.style.color = 'var(--fw-color-text)';
  document.body.style.fontFamily = 'var(--fw-font-family)';
  return <Story />;
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: {
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
