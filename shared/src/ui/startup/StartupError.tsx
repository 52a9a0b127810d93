import { uiMessages } from '../messages';

const t = uiMessages.startup;

export interface StartupErrorProps {
  message: string;
}

/**
 * The page shown when the app cannot start (no configuration, no providers). Plain elements and
 * inline styles only: it must render even when the UI library did not load.
 */
export function StartupError({ message }: StartupErrorProps) {
  return (
    <main
      role="alert"
      style={{
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        maxWidth: '40rem',
        margin: '15vh auto',
        padding: '0 1.5rem',
        color: '#1a202c',
      }}
    >
      <h1 style={{ fontSize: '1.75rem', marginBottom: '0.75rem' }}>{t.title}</h1>
      <p style={{ color: '#4a5568', lineHeight: 1.5, wordBreak: 'break-word' }}>{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          marginTop: '1rem',
          padding: '0.5rem 1rem',
          border: '1px solid #cbd5e0',
          borderRadius: '0.375rem',
          background: 'white',
          cursor: 'pointer',
        }}
      >
        {t.reload}
      </button>
    </main>
  );
}
