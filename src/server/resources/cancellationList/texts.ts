import type { LessonOffer } from '../../db/schema';
import { defineMessages } from '../../http/i18n';
import { instantText } from '../../mail/formats';
import type { TextRequest } from '../../mail/outbox';
import { shortWhen } from '../lessons/texts';
import { offerUrl } from './mails';

/*
 * The cancellation-list offer by text, beside its mail: the lesson held and until when, with the
 * reply YES to book it (resources/texts/inbound.ts) or the link. Not worth sending once the offer
 * has run out.
 */
const m = defineMessages({
  en: { offer: 'Drive Ontario: a lesson is free {when} with {instructor}, held for you until {until}. Reply YES to book it, or: {link}' },
  fr: {
    offer: 'Drive Ontario : une leçon est libre le {when} avec {instructor}, réservée pour vous jusqu’au {until}. Répondez OUI pour la prendre, ou : {link}',
  },
  ar: { offer: 'Drive Ontario: يتوفر درس {when} مع {instructor}، محجوز لك حتى {until}. أرسل YES لحجزه، أو: {link}' },
});

export function offerText(
  siteOrigin: string,
  studentId: number,
  offer: Pick<LessonOffer, 'id' | 'starts_at' | 'expires_at'>,
  instructorName: string,
): TextRequest {
  return {
    userId: studentId,
    kind: 'lesson_offer',
    refId: offer.id,
    sendBefore: offer.expires_at,
    body: (lang) =>
      m(lang, 'offer', {
        when: shortWhen(offer.starts_at, lang),
        instructor: instructorName,
        until: instantText(offer.expires_at, lang),
        link: offerUrl(siteOrigin, lang),
      }),
  };
}
