type Listener = () => void;

const listeners = new Set<Listener>();

/** Told when the current user's profile changed in this tab (e.g. the name set after sign-up). */
export function onProfileChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function notifyProfileChanged(): void {
  for (const listener of listeners) listener();
}
