import type { Service, ServiceCategory } from '../../../api';

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
}

/** FAQ features are "question|answer"; an entry without a bar is a question with no answer yet. */
export function faqEntries(services: Service[]): FaqEntry[] {
  return services.flatMap((service) =>
    service.features
      .map((feature) => {
        const bar = feature.indexOf('|');
        return bar < 0 ? { question: feature.trim(), answer: '' } : { question: feature.slice(0, bar).trim(), answer: feature.slice(bar + 1).trim() };
      })
      .filter((entry) => entry.question !== ''),
  );
}
