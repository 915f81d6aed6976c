import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    notFound: 'No such class date.',
    entryNotFound: 'No such waiting-list entry.',
    seatsLeft: 'This date still has a seat: book it instead.',
    alreadyBooked: 'You already hold a booking on this date.',
    dateClosed: 'This date is closed or has started.',
    notWaiting: 'Only a student still waiting can be moved.',
    joined: 'You are on the waiting list: we will write to you when a seat is yours to take.',
    left: 'You are off the waiting list.',
    moved: 'The waiting list is reordered.',
    removed: 'The student is off the waiting list.',
    offerSubject: 'A seat is held for you: {package}',
    offerText:
      'Hello {name},\n\nA seat freed up in {package} ({dates}), and you are first on its waiting list: it is held for you alone until {until}.\n\nBook it before then: {link}\nIf you no longer want it, decline it on the same page so the next student gets it.\n\nDrive Ontario',
  },
  fr: {
    notFound: 'Cette date de cours n’existe pas.',
    entryNotFound: 'Cette inscription sur liste d’attente n’existe pas.',
    seatsLeft: 'Cette date a encore une place\u202f: réservez-la plutôt.',
    alreadyBooked: 'Vous avez déjà une réservation pour cette date.',
    dateClosed: 'Cette date est fermée ou a commencé.',
    notWaiting: 'Seul un élève encore en attente peut être déplacé.',
    joined: 'Vous êtes sur la liste d’attente\u202f: nous vous écrirons quand une place vous sera réservée.',
    left: 'Vous n’êtes plus sur la liste d’attente.',
    moved: 'La liste d’attente est réordonnée.',
    removed: 'L’élève n’est plus sur la liste d’attente.',
    offerSubject: 'Une place vous est réservée\u202f: {package}',
    offerText:
      'Bonjour {name},\n\nUne place s’est libérée dans {package} ({dates}) et vous êtes premier sur sa liste d’attente\u202f: elle vous est réservée jusqu’au {until}.\n\nRéservez-la d’ici là\u202f: {link}\nSi vous n’en voulez plus, déclinez-la sur la même page pour que l’élève suivant l’obtienne.\n\nDrive Ontario',
  },
  ar: {
    notFound: 'موعد الدرس هذا غير موجود.',
    entryNotFound: 'هذا التسجيل في قائمة الانتظار غير موجود.',
    seatsLeft: 'لا يزال في هذا الموعد مقعد متاح: احجزه بدلًا من ذلك.',
    alreadyBooked: 'لديك حجز بالفعل في هذا الموعد.',
    dateClosed: 'هذا الموعد مغلق أو قد بدأ.',
    notWaiting: 'لا يمكن نقل إلا طالب لا يزال في الانتظار.',
    joined: 'أنت على قائمة الانتظار: سنراسلك عندما يُحجز لك مقعد.',
    left: 'لم تعد على قائمة الانتظار.',
    moved: 'أُعيد ترتيب قائمة الانتظار.',
    removed: 'لم يعد الطالب على قائمة الانتظار.',
    offerSubject: 'مقعد محجوز لك: {package}',
    offerText:
      'مرحبًا {name}،\n\nتحرر مقعد في {package} ({dates})، وأنت الأول على قائمة انتظاره: إنه محجوز لك وحدك حتى {until}.\n\nاحجزه قبل ذلك: {link}\nإن لم تعد ترغب فيه، ارفضه من الصفحة نفسها ليحصل عليه الطالب التالي.\n\nDrive Ontario',
  },
});

export type Key = Parameters<typeof m>[1];
