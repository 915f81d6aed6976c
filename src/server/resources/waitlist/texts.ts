import { defineMessages } from '../../http/i18n';
import { instantText } from '../../mail/formats';
import type { TextRequest } from '../../mail/outbox';
import { localePrefix } from '../bookings/links';
import type { LocalizedText } from '../bookings/pricing';

/*
 * A class seat held from the waiting list, by text beside its mail: the package, until when, and
 * the checkout's link (a seat is paid for there: no reply books it). Not worth sending once the
 * hold has ended.
 */
const m = defineMessages({
  en: { offer: 'Drive Ontario: a seat in {package} is held for you until {until}. Book it: {link}' },
  fr: { offer: 'Drive Ontario : une place en {package} vous est réservée jusqu’au {until}. Réservez-la : {link}' },
  ar: { offer: 'Drive Ontario: مقعد في {package} محجوز لك حتى {until}. احجزه: {link}' },
});

export function seatOfferText(
  siteOrigin: string,
  offer: { entryId: number; userId: number; packageId: number; packageName: LocalizedText; until: string },
): TextRequest {
  return {
    userId: offer.userId,
    kind: 'seat_offer',
    refId: offer.entryId,
    sendBefore: offer.until,
    body: (lang) =>
      m(lang, 'offer', {
        package: offer.packageName[lang] || offer.packageName.en,
        until: instantText(offer.until, lang),
        link: `${siteOrigin}${localePrefix(lang)}/payment-page?package=${offer.packageId}`,
      }),
  };
}
