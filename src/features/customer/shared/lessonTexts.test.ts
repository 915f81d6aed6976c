import { createIntl } from 'react-intl';
import { fr } from '../../../i18n/catalogs';
import { lessonTimeText } from './lessonTexts';

test('a lesson’s times never break inside themselves (“10 h 00” stays on one line)', () => {
  const intl = createIntl({ locale: 'fr', messages: fr });
  const text = lessonTimeText(intl, { starts_at: '2026-12-04T15:00:00.000Z', ends_at: '2026-12-04T16:00:00.000Z' });
  expect(text).toContain('10\u00a0h\u00a000');
  expect(text).toContain('11\u00a0h\u00a000');
});
