/** A tsquery read as a tree: lexemes, and the operators between them. */
type Node =
  /** `quoted`: the lexeme as written, between its quotes, escapes kept. */
  | { kind: 'lexeme'; quoted: string; prefix: boolean }
  | { kind: 'not'; operand: Node }
  | { kind: 'and' | 'or'; operands: Node[] };

/** Reads the text of a tsquery as `compile.ts` writes it (the syntax PostgreSQL prints). */
function parse(query: string): Node {
  let at = 0;
  const skipSpace = () => {
    while (query[at] === ' ') at += 1;
  };
  const fail = (): never => {
    throw new Error(`Unreadable tsquery at ${at}: ${query}`);
  };
  const lexeme = (): Node => {
    const start = at;
    for (at += 1; query[at] !== "'" || query[at + 1] === "'"; at += query[at] === "'" ? 2 : 1) {
      if (at >= query.length) fail();
      if (query[at] === '\\') at += 1;
    }
    at += 1;
    const quoted = query.slice(start, at);
    let prefix = false;
    if (query[at] === ':') {
      for (at += 1; /[*A-Da-d]/.test(query[at] ?? ''); at += 1) prefix ||= query[at] === '*';
    }
    return { kind: 'lexeme', quoted, prefix };
  };
  const operand = (): Node => {
    skipSpace();
    if (query[at] === '!') {
      at += 1;
      return { kind: 'not', operand: operand() };
    }
    if (query[at] === '(') {
      at += 1;
      const inner = or();
      skipSpace();
      if (query[at] !== ')') fail();
      at += 1;
      return inner;
    }
    if (query[at] === "'") return lexeme();
    return fail();
  };
  // A phrase (<->, <N>) binds tighter than AND, and AND tighter than OR.
  const phrase = (): Node => {
    const operands = [operand()];
    for (skipSpace(); query[at] === '<'; skipSpace()) {
      const close = query.indexOf('>', at);
      if (close < 0) fail();
      at = close + 1;
      operands.push(operand());
    }
    return operands.length === 1 ? (operands[0] as Node) : { kind: 'and', operands };
  };
  const and = (): Node => {
    const operands = [phrase()];
    for (skipSpace(); query[at] === '&'; skipSpace()) {
      at += 1;
      operands.push(phrase());
    }
    return operands.length === 1 ? (operands[0] as Node) : { kind: 'and', operands };
  };
  const or = (): Node => {
    const operands = [and()];
    for (skipSpace(); query[at] === '|'; skipSpace()) {
      at += 1;
      operands.push(and());
    }
    return operands.length === 1 ? (operands[0] as Node) : { kind: 'or', operands };
  };
  const tree = or();
  skipSpace();
  if (at < query.length) fail();
  return tree;
}

/**
 * The tree without what the index cannot tell: negations (which an item may satisfy whatever
 * it holds), weights and word order. `null`: anything may satisfy it.
 */
function required(node: Node): Node | null {
  switch (node.kind) {
    case 'lexeme':
      return node;
    case 'not':
      return null;
    case 'and': {
      const operands = node.operands.map(required).filter((operand) => operand !== null);
      if (operands.length === 0) return null;
      return operands.length === 1 ? (operands[0] as Node) : { kind: 'and', operands };
    }
    case 'or': {
      const operands = node.operands.map(required);
      if (operands.some((operand) => operand === null)) return null;
      return { kind: 'or', operands: operands as Node[] };
    }
  }
}

function print(node: Node): string {
  switch (node.kind) {
    case 'lexeme':
      return `${node.quoted}${node.prefix ? ':*' : ''}`;
    case 'not':
      return `!${print(node.operand)}`;
    case 'and':
      return node.operands.map(print).join(' & ');
    case 'or':
      return `(${node.operands.map(print).join(' | ')})`;
  }
}

/**
 * The lexemes an item must hold for `query` (tsquery text) to be found in it, as a tsquery of
 * lexemes only, which the search index answers without reading the item: negations left out,
 * no weights, and the words of a phrase only required together. An item in which `query` is
 * found always holds them; one holding them may still lack it. `null` when nothing is required
 * (a query of negations only).
 */
export function indexLexemes(query: string): string | null {
  const tree = required(parse(query));
  return tree === null ? null : print(tree);
}
