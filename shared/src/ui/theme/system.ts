import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];

/**
 * Accessibility (issue 25, WCAG 1.4.3 and 1.4.11): one focus ring for every palette, at least
 * 3:1 against the page (Chakra's gray ring is 2.6:1, its green 2.3:1); and the solid colours that
 * carry white text at least 4.5:1 (Chakra's green badges and success toasts are 3.3:1).
 */
const accessiblePalettes = Object.fromEntries(
  PALETTES.map((palette) => [
    palette,
    { focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } } },
  ]),
) as Record<string, Record<string, { value: unknown }>>;
for (const palette of ['green', 'orange', 'teal', 'cyan']) {
  accessiblePalettes[palette].solid = {
    value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.600}` },
  };
}

/** Vigía's brand: a calm institutional blue, system fonts, soft surfaces. */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eff5ff' },
          100: { value: '#dbe7fe' },
          200: { value: '#bfd4fe' },
          300: { value: '#93b6fd' },
          400: { value: '#608ef9' },
          500: { value: '#3b69f5' },
          600: { value: '#254bea' },
          700: { value: '#1d3bd7' },
          800: { value: '#1e32ae' },
          900: { value: '#1e2f89' },
          950: { value: '#171f53' },
        },
      },
      fonts: {
        heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        ...accessiblePalettes,
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
        },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg', minHeight: '100%' },
  },
});

export const system = createSystem(defaultConfig, config);
