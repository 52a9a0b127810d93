import { createToaster } from '@chakra-ui/react';

/**
 * The page's one toast store (spec §9, decisions 8): at most 5 at once, 5 s by default, F8 moves
 * focus to the toast region, and a dismissed toast leaves at once (no removal delay).
 */
export const TOASTER_OPTIONS = {
  placement: 'top-end',
  max: 5,
  duration: 5000,
  removeDelay: 0,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
} as const;

export const toaster = createToaster({ ...TOASTER_OPTIONS, hotkey: [...TOASTER_OPTIONS.hotkey] });
