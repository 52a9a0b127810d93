import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with the recipes of the components Vigía uses, not all ~80 of them (the
 * theme ships with the shell to every visitor: the unused recipes were ~25 KB gzip). A component
 * whose recipe is missing renders unstyled; system.test.ts fails when a package imports one.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const PALETTES = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
];

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
const brand = defineConfig({
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

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), brand);
