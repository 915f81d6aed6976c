import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    requestNotFound: 'No such request on the cancellation list.',
    offerNotFound: 'No such lesson offer.',
    tooShort: 'Leave room for a whole lesson between the first and the last hour.',
    beforePast: 'Choose a day after today.',
    unknownInstructor: 'Choose among the school’s instructors.',
    saved: 'You are on the cancellation list: we will write to you when a lesson that suits you is held for you.',
    left: 'You are off the cancellation list.',
    declined: 'The lesson goes to the next student. You stay on the list.',
    removed: 'The student is off the cancellation list.',
    booked: 'Your lesson is booked.',
    offerSubject: 'An earlier lesson is held for you: {when}',
    offerText:
      'Hello {name},\n\nA lesson that suits you freed up: {when} ({hours} h) with {instructor}. It is held for you alone until {until}.\n\nBook it before then: {link}\nIf you do not want it, decline it on the same page so the next student gets it.\n\nDrive Ontario',
  },
  fr: {
    requestNotFound: 'Cette demande n’existe pas sur la liste d’annulations.',
    offerNotFound: 'Cette offre de leçon n’existe pas.',
    tooShort: 'Laissez la place d’une leçon entière entre la première et la dernière heure.',
    beforePast: 'Choisissez un jour après aujourd’hui.',
    unknownInstructor: 'Choisissez parmi les instructeurs de l’école.',
    saved: 'Vous êtes sur la liste d’annulations\u202f: nous vous écrirons quand une leçon qui vous convient vous sera réservée.',
    left: 'Vous n’êtes plus sur la liste d’annulations.',
    declined: 'La leçon passe à l’élève suivant. Vous restez sur la liste.',
    removed: 'L’élève n’est plus sur la liste d’annulations.',
    booked: 'Votre leçon est réservée.',
    offerSubject: 'Une leçon plus tôt vous est réservée\u202f: {when}',
    offerText:
      'Bonjour {name},\n\nUne leçon qui vous convient s’est libérée\u202f: {when} ({hours} h) avec {instructor}. Elle vous est réservée jusqu’au {until}.\n\nRéservez-la d’ici là\u202f: {link}\nSi vous n’en voulez pas, déclinez-la sur la même page pour que l’élève suivant l’obtienne.\n\nDrive Ontario',
  },
  ar: {
    requestNotFound: 'هذا الطلب غير موجود على قائمة الإلغاءات.',
    offerNotFound: 'عرض الدرس هذا غير موجود.',
    tooShort: 'اترك وقتًا يتسع لدرس كامل بين الساعة الأولى والأخيرة.',
    beforePast: 'اختر يومًا بعد اليوم.',
    unknownInstructor: 'اختر من بين مدربي المدرسة.',
    saved: 'أنت على قائمة الإلغاءات: سنراسلك عندما يُحجز لك درس يناسبك.',
    left: 'لم تعد على قائمة الإلغاءات.',
    declined: 'يذهب الدرس إلى الطالب التالي. تبقى على القائمة.',
    removed: 'لم يعد الطالب على قائمة الإلغاءات.',
    booked: 'تم حجز درسك.',
    offerSubject: 'درس أبكر محجوز لك: {when}',
    offerText:
      'مرحبًا {name}،\n\nتحرر درس يناسبك: {when} ({hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتان} few {# ساعات} many {# ساعة} other {# ساعة}}) مع {instructor}. إنه محجوز لك وحدك حتى {until}.\n\nاحجزه قبل ذلك: {link}\nإن لم ترغب فيه، ارفضه من الصفحة نفسها ليحصل عليه الطالب التالي.\n\nDrive Ontario',
  },
});

export type Key = Parameters<typeof m>[1];
