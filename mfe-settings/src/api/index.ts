// The data layer of mfe_settings, one file per api operation, as bulletproof-react's
// features/<x>/api. The profile (read and update) is @vigia/shared/api's: the shell shows it too.
export { revokeSessions, useSignOutEverywhere } from './revoke-sessions';
