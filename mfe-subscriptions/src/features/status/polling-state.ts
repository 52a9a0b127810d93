import { UNKNOWN_PROCESSING_STATUS, type ProcessingStatus } from '@vigia/shared/contracts';

/** Spec §4, §9: the screens poll every 3 s; the hook's own default is 5 s. */
export const STATUS_POLL_INTERVAL_MS = 3_000;
export const DEFAULT_STATUS_POLL_INTERVAL_MS = 5_000;
export const MAX_STATUS_POLLS = 12;
/** Polling stops after MORE than this many failed polls. */
export const MAX_STATUS_POLL_ERRORS = 5;

export interface PollingLimits {
  maxPolls: number;
  maxErrors: number;
}

export interface PollingState {
  /** 'unknown' until the first answer. */
  status: ProcessingStatus;
  isPolling: boolean;
  /** Bumped by every start, so starting again begins a fresh series of polls. */
  run: number;
  polls: number;
  errors: number;
  /** The last failed load or poll; cleared by the next answer. */
  error: Error | null;
  isChecking: boolean;
}

export type PollingAction =
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'reset' }
  | { type: 'polled'; status: ProcessingStatus; limits: PollingLimits }
  | { type: 'pollFailed'; error: Error; limits: PollingLimits }
  | { type: 'checking' }
  | { type: 'loaded'; status: ProcessingStatus }
  | { type: 'loadFailed'; error: Error };

export const initialPollingState: PollingState = {
  status: UNKNOWN_PROCESSING_STATUS,
  isPolling: false,
  run: 0,
  polls: 0,
  errors: 0,
  error: null,
  isChecking: false,
};

export function isFinalStatus(status: ProcessingStatus): boolean {
  return status.status === 'completed' || status.status === 'failed';
}

/**
 * The polling rules (spec §4): a poll that sees completed or failed ends the series, and so do
 * the 12th poll and the 6th failed one.
 */
export function pollingReducer(state: PollingState, action: PollingAction): PollingState {
  switch (action.type) {
    case 'start':
      return { ...state, isPolling: true, run: state.run + 1, polls: 0, errors: 0, error: null };
    case 'stop':
      return { ...state, isPolling: false };
    case 'reset':
      return { ...initialPollingState, run: state.run + 1 };
    case 'polled': {
      if (!state.isPolling) return state;
      const polls = state.polls + 1;
      const done = isFinalStatus(action.status) || polls >= action.limits.maxPolls;
      return { ...state, status: action.status, polls, error: null, isPolling: !done };
    }
    case 'pollFailed': {
      if (!state.isPolling) return state;
      const polls = state.polls + 1;
      const errors = state.errors + 1;
      const done = errors > action.limits.maxErrors || polls >= action.limits.maxPolls;
      return { ...state, polls, errors, error: action.error, isPolling: !done };
    }
    case 'checking':
      return { ...state, isChecking: true };
    case 'loaded':
      // While polling, the polls' answers are the fresher ones.
      if (state.isPolling) return { ...state, isChecking: false };
      return { ...state, status: action.status, error: null, isChecking: false };
    case 'loadFailed':
      return { ...state, error: action.error, isChecking: false };
  }
}
