import type { Service, ServiceCategory } from '../../../api';
import type { Locale } from '../../../i18n/locale';
import { inLanguage } from '../../../i18n/translated';

export type ServiceGroups = Record<ServiceCategory, Service[]>;

/** Services by category, each in the admin's order (sort_order, then id). */
export function groupServices(services: Service[]): ServiceGroups {
  const groups: ServiceGroups = { bde: [], private: [], roadtest: [], faq: [] };
  const ordered = [...services].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  for (const service of ordered) groups[service.category]?.push(service);
  return groups;
}

export interface FaqEntry {
  question: string;
  answer: string;
  /** The language the entry is written in: the reader's, or English where the office left it untranslated. */
  lang: Locale;
}

/**
 * FAQ features are "question|answer"; an entry without a bar is a question with no answer yet.
 * Each FAQ service's list is shown in the reader's language, or in English when it has no translation.
 */
export function faqEntries(services: Service[], locale: Locale): FaqEntry[] {
  return services.flatMap((service) => {
    const features = inLanguage(locale, service.translations, 'features', service.features);
    return features.value
      .map((feature) => {
        const bar = feature.indexOf('|');
        const [question, answer] = bar < 0 ? [feature, ''] : [feature.slice(0, bar), feature.slice(bar + 1)];
        return { question: question.trim(), answer: answer.trim(), lang: features.lang };
      })
      .filter((entry) => entry.question !== '');
  });
}
