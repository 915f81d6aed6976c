/** What an element must be to match one alternative of a selector list: its tag (when named) and classes. */
export interface Subject {
  tag: string | null;
  classes: string[];
}

/**
 * What a selector's subject must be: for each alternative of the list, the tag and the class names
 * of its last compound at the top level (not those inside `:not()`, `:is()` or an attribute). An
 * element that is none of them cannot match the selector. `null` when some alternative names
 * neither there, or when the selector has escapes or namespaces this reading does not decode: then
 * every element may match. Names are lower-cased, so a check against them never excludes an element
 * of a quirks-mode document, where classes match without regard to case.
 */
export function selectorSubjects(selector: string): Subject[] | null {
  if (selector.includes('\\') || selector.includes('|') || selector.includes('@')) return null;
  const alternatives: Subject[] = [];
  let subject: Subject = { tag: null, classes: [] };
  let atCompoundStart = true;
  let depth = 0;
  let quote: string | null = null;
  const end = () => subject.tag !== null || subject.classes.length > 0;
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i];
    const startsCompound = atCompoundStart;
    atCompoundStart = false;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
    } else if (depth === 0) {
      if (char === ',') {
        if (!end()) return null;
        alternatives.push(subject);
        subject = { tag: null, classes: [] };
        atCompoundStart = true;
      } else if (char === ' ' || char === '>' || char === '+' || char === '~' || char === '\n' || char === '\t') {
        // A combinator: what came before describes an ancestor or a sibling, not the subject.
        subject = { tag: null, classes: [] };
        atCompoundStart = true;
      } else if (char === '.' || (startsCompound && /[a-zA-Z]/.test(char))) {
        const name = /^[-\w\u00a0-\uffff]+/.exec(selector.slice(char === '.' ? i + 1 : i))?.[0];
        if (!name) return null;
        if (char === '.') {
          subject.classes.push(name.toLowerCase());
          i += name.length;
        } else {
          subject.tag = name.toLowerCase();
          i += name.length - 1;
        }
      }
    }
  }
  if (!end()) return null;
  alternatives.push(subject);
  return alternatives;
}
