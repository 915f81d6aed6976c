import { selectorSubjects, type Subject } from './selectorSubjects';

/*
 * The component tests' environment: jest-fixed-jsdom, with a first test before jsdom's selector
 * engine when it computes styles. jsdom's getComputedStyle matches the element against every rule
 * of every sheet (a few hundred of MUI's) whenever the document has changed since it last looked,
 * and role queries and user-event's pointer checks ask it for each element and its ancestors: a
 * sixth of a component test's time was that matching. Most rules name a class the element lacks
 * or another tag, which a lookup answers; the engine decides the rest, so what matches is unchanged.
 */

interface ElementImpl {
  readonly localName: string;
  getAttributeNS(namespace: null, name: string): string | null;
}
type Matcher = (element: ElementImpl, selector: string) => boolean;

// jsdom's style code takes this function when it is first loaded: it is replaced before that, the
// environment below being what loads jsdom.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const selectors = require('jsdom/lib/jsdom/living/helpers/selectors') as { matchesDontThrow: Matcher; subjectFiltered?: true };
if (!selectors.subjectFiltered) {
  const matches = selectors.matchesDontThrow;
  const required = new Map<string, Subject[] | null>();
  const classesOf = new WeakMap<ElementImpl, { attribute: string; names: Set<string> }>();
  const classNames = (element: ElementImpl) => {
    const attribute = element.getAttributeNS(null, 'class') ?? '';
    let known = classesOf.get(element);
    if (known?.attribute !== attribute) {
      known = { attribute, names: new Set(attribute.toLowerCase().split(/[ \t\n\f\r]+/)) };
      classesOf.set(element, known);
    }
    return known.names;
  };
  selectors.matchesDontThrow = (element, selector) => {
    // Rules without a selector (@font-face, @keyframes) reach here too.
    if (typeof selector !== 'string') return matches(element, selector);
    let alternatives = required.get(selector);
    if (alternatives === undefined) {
      alternatives = selectorSubjects(selector);
      required.set(selector, alternatives);
    }
    if (alternatives) {
      const names = classNames(element);
      const tag = element.localName.toLowerCase();
      const possible = alternatives.some((subject) => (subject.tag === null || subject.tag === tag) && subject.classes.every((name) => names.has(name)));
      if (!possible) return false;
    }
    return matches(element, selector);
  };
  selectors.subjectFiltered = true;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
module.exports = require('jest-fixed-jsdom');
