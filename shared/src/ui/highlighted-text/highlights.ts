export interface HighlightPart {
  text: string;
  /** Matched words, marked « » by the api. */
  marked: boolean;
}

/** A snippet whose matched words the api marked « », in plain and marked parts, marks removed. */
export function splitHighlights(snippet: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const push = (text: string, marked: boolean) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  let rest = snippet;
  for (;;) {
    const open = rest.indexOf('«');
    const close = open === -1 ? -1 : rest.indexOf('»', open + 1);
    if (open === -1 || close === -1) {
      push(rest, false);
      return parts;
    }
    push(rest.slice(0, open), false);
    push(rest.slice(open + 1, close), true);
    rest = rest.slice(close + 1);
  }
}
