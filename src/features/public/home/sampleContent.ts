import type { IntlShape } from 'react-intl';
import type { ContentItem } from '../../../api';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';

/** The built-in offers and reviews shown when the content cannot be loaded, written in the reader's language. */
export function sampleContent(intl: IntlShape): ContentItem[] {
  const t = (id: MessageId) => intl.formatMessage({ id });
  const locale = intl.locale as Locale;
  const item = (id: number, type: ContentItem['type'], title: string, content: ContentItem['content']): ContentItem => {
    const translations: ContentItem['translations'] = { fr: { title: '', details: [] }, ar: { title: '', details: [] } };
    if (locale !== 'en' && type === 'offer') translations[locale] = { title, details: content.details ?? [] };
    return {
      id: -id,
      key: `sample_${id}`,
      title,
      type,
      is_active: true,
      content: type === 'review' ? { ...content, lang: locale } : content,
      translations,
      created_at: '',
      updated_at: '',
    };
  };
  return [
    item(1, 'offer', t('home.sample.offer1.title'), {
      price: '399',
      original_price: '499',
      details: [t('home.sample.offer1.detail1'), t('home.sample.offer1.detail2')],
    }),
    item(2, 'offer', t('home.sample.offer2.title'), { price: '199', original_price: null, details: [t('home.sample.offer2.detail1')] }),
    item(3, 'review', t('home.sample.review1.author'), { text: t('home.sample.review1.text'), author: t('home.sample.review1.author'), date: '2026' }),
    item(4, 'review', t('home.sample.review2.author'), { text: t('home.sample.review2.text'), author: t('home.sample.review2.author'), date: '2026' }),
  ];
}
