import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { PRERENDERED_STYLES_ATTRIBUTE, adoptPrerenderedStyles } from './emotionCache';

afterEach(() => {
  document.head.innerHTML = '';
});

function prerenderedPage(names: string, css: string) {
  const tag = document.createElement('style');
  tag.setAttribute(PRERENDERED_STYLES_ATTRIBUTE, names);
  tag.textContent = css;
  document.head.append(tag);
  return tag;
}

test('a class the prerendered page defines is not inserted again, and its style element stays where it is', () => {
  const cache = createCache({ key: 'muiltr' });
  const serialized = serializeStyles([{ color: 'red' }], cache.registered);
  const tag = prerenderedPage(`muiltr ${serialized.name}`, `.muiltr-${serialized.name}{color:red;}`);
  const next = document.createElement('meta');
  document.head.append(next);

  adoptPrerenderedStyles(cache);
  insertStyles(cache, serialized, false);

  expect(cache.sheet.tags).toHaveLength(0);
  expect(tag.nextSibling).toBe(next);
  expect(document.querySelectorAll('style')).toHaveLength(1);
});

test('a class the page lacks, or one of the other direction’s cache, is inserted', () => {
  const cache = createCache({ key: 'muiltr' });
  const serialized = serializeStyles([{ color: 'blue' }], cache.registered);
  prerenderedPage(`muirtl ${serialized.name}`, `.muirtl-${serialized.name}{color:blue;}`);

  adoptPrerenderedStyles(cache);
  insertStyles(cache, serialized, false);

  expect(cache.sheet.tags).toHaveLength(1);
});
