/*
 * The demo content of an Ontario driving school with its head office in Kingston. Fictional
 * people and organisations; phone numbers use the 555-01xx range reserved for fiction and email
 * addresses the example.* domains. Images are the SVG files of ./assets, served from /uploads/seed/.
 */

/**
 * A demo account that signs in. Its password is published (the README's demo accounts), so its
 * hash at the production cost is made once and kept here: a demo server's start spends no second
 * of scrypt on it (demoPasswordHash in ./demoPassword.ts).
 */
export interface DemoAccount {
  email: string;
  password: string;
  passwordHash: string;
  fName: string;
  lName: string;
}

export const DEMO_STUDENT: DemoAccount = {
  email: 'student@driveontario.ca',
  password: 'drive-student-demo',
  passwordHash: 'scrypt$131072$8$1$tOTX_QCevsxbLmjn6giELA$KpJqYo8POaJinQAY58aHBG7Ps2pS9-mMGZaf3hunHGwOcx0DZbhcxzejO8qtZFEFNlym1fge-Xfjr99qaHiqRA',
  fName: 'Jordan',
  lName: 'Tremblay',
};
/** The demo instructor's account (approved, with documents) and an applicant waiting for the office's review. */
export const DEMO_TEACHER: DemoAccount = {
  email: 'teacher@driveontario.ca',
  password: 'drive-teacher-demo',
  passwordHash: 'scrypt$131072$8$1$c7zk8CTfxAOxrxrwkhjSpg$p246SVom_z7ecT9aE3A4R-cmdyDkVNvNvpf6zrsFliAB62FTH3thP-sDKHC_vMQZrUbpkfIKBdMlZLYHuaRDGQ',
  fName: 'Amir',
  lName: 'Khalil',
};
export const DEMO_APPLICANT: DemoAccount = {
  email: 'applicant@driveontario.ca',
  password: 'drive-applicant-demo',
  passwordHash: 'scrypt$131072$8$1$pe4K3AoF20R4KJoTr0B1OA$aSZJJBu1NwAABb--GDwZJ7Cd1L5NzKFHbGbJG4Hg6Iw1o-YNSlz43eupYQfEN5UQpW_dZFCbENfyFOVNRLBkdg',
  fName: 'Chloé',
  lName: 'Gagnon',
};

const img = (file: string) => `/uploads/seed/${file}`;

type Category = 'bde' | 'private' | 'roadtest' | 'faq';

/** An item's French and Arabic texts, written for readers of each language; an empty text shows the English one. */
export interface Translated<T> {
  fr: T;
  ar: T;
}

export interface SeedService {
  title: string;
  description: string;
  price: string;
  original_price: string | null;
  features: string[];
  icon: string;
  category: Category;
  is_active?: boolean;
  translations?: Translated<{ title: string; description: string; features: string[] }>;
}

export const SERVICES: SeedService[] = [
  {
    title: 'BDE Complete',
    description: 'Ministry-approved Beginner Driver Education: the fastest and safest way to your G2, with an insurance discount at the end.',
    price: '699',
    original_price: '899',
    features: [
      '10 in-car hours',
      '20 hours of class, in person or live online',
      '10 hours of guided home study',
      'MTO-approved certificate',
      'Eligible for an insurance discount',
    ],
    icon: 'school',
    category: 'bde',
    translations: {
      fr: {
        title: 'BDE complet',
        description:
          'Le cours de conduite BDE approuvé par le ministère : la façon la plus rapide et la plus sûre d’obtenir votre permis G2, avec un rabais sur l’assurance à la clé.',
        features: [
          '10 heures en voiture',
          '20 heures de classe, en salle ou en direct en ligne',
          '10 heures d’étude guidée à la maison',
          'Certificat approuvé par le MTO',
          'Admissible à un rabais sur l’assurance',
        ],
      },
      ar: {
        title: 'دورة BDE الكاملة',
        description:
          'دورة تعليم القيادة للمبتدئين (BDE) المعتمدة من وزارة النقل في أونتاريو: أسرع الطرق وأكثرها أمانًا للحصول على رخصة G2، مع خصم على التأمين في نهايتها.',
        features: [
          '10 ساعات قيادة داخل السيارة',
          '20 ساعة من الدروس، حضوريًا أو مباشرةً عبر الإنترنت',
          '10 ساعات من الدراسة المنزلية الموجَّهة',
          'شهادة معتمدة من وزارة النقل (MTO)',
          'تؤهّلك للحصول على خصم على التأمين',
        ],
      },
    },
  },
  {
    title: 'BDE Plus Road Test',
    description: 'The complete BDE course plus a warm-up lesson and our car for your G2 road test.',
    price: '899',
    original_price: '1099',
    features: [
      '10 in-car hours',
      '20 hours of class, in person or live online',
      'MTO-approved certificate',
      '1-hour warm-up lesson',
      'Dual-brake car for the G2 road test',
    ],
    icon: 'school',
    category: 'bde',
    translations: {
      fr: {
        title: 'BDE et examen routier',
        description: 'Le cours de conduite BDE complet, plus une leçon de préparation et notre voiture pour votre examen routier G2.',
        features: [
          '10 heures en voiture',
          '20 heures de classe, en salle ou en direct en ligne',
          'Certificat approuvé par le MTO',
          'Leçon de préparation d’une heure',
          'Voiture à double frein pour l’examen routier G2',
        ],
      },
      ar: {
        title: 'دورة BDE مع اختبار الطريق',
        description: 'دورة BDE الكاملة، ومعها درس تحضيري وسيارتنا لاختبار الطريق للحصول على رخصة G2.',
        features: [
          '10 ساعات قيادة داخل السيارة',
          '20 ساعة من الدروس، حضوريًا أو مباشرةً عبر الإنترنت',
          'شهادة معتمدة من وزارة النقل (MTO)',
          'درس تحضيري مدته ساعة',
          'سيارة بمكبح مزدوج لاختبار الطريق G2',
        ],
      },
    },
  },
  {
    title: 'BDE Online Theory Only',
    description:
      'The 20 hours of class, taught live online by a certified instructor on scheduled evenings, for students who will book their in-car lessons later.',
    price: '299',
    original_price: null,
    features: ['20 hours of live online class', 'Scheduled evening sessions, from home', 'Attendance recorded for your MTO certificate'],
    icon: 'laptop',
    category: 'bde',
    translations: {
      fr: {
        title: 'Théorie BDE en ligne seulement',
        description:
          'Les 20 heures de classe, données en direct en ligne par un moniteur certifié, en soirée aux dates prévues, pour ceux qui réserveront leurs leçons en voiture plus tard.',
        features: [
          '20 heures de classe en direct en ligne',
          'Des séances en soirée aux dates prévues, depuis chez vous',
          'Présences consignées pour votre certificat du MTO',
        ],
      },
      ar: {
        title: 'الدروس النظرية لدورة BDE عبر الإنترنت فقط',
        description: '20 ساعة من الدروس يقدّمها مدرّب معتمد مباشرةً عبر الإنترنت في أمسيات محدّدة، للطلاب الذين سيحجزون دروس القيادة داخل السيارة لاحقًا.',
        features: ['20 ساعة من الدروس المباشرة عبر الإنترنت', 'جلسات مسائية في مواعيد محدّدة، من المنزل', 'تسجيل الحضور من أجل شهادة وزارة النقل'],
      },
    },
  },
  {
    title: 'Single Lesson',
    description: 'One hour in a dual-brake car with a certified instructor, picked up at home, school or work.',
    price: '65',
    original_price: null,
    features: ['60-minute lesson', 'Pick-up and drop-off in town', 'Written feedback after the lesson'],
    icon: 'car',
    category: 'private',
    translations: {
      fr: {
        title: 'Leçon individuelle',
        description: 'Une heure dans une voiture à double frein avec un moniteur certifié, qui passe vous prendre à la maison, à l’école ou au travail.',
        features: ['Leçon de 60 minutes', 'On passe vous prendre et on vous raccompagne, partout en ville', 'Commentaires écrits après la leçon'],
      },
      ar: {
        title: 'درس قيادة واحد',
        description: 'ساعة واحدة في سيارة بمكبح مزدوج مع مدرّب معتمد يصطحبك من المنزل أو المدرسة أو العمل.',
        features: ['درس مدته 60 دقيقة', 'نصطحبك ونعيدك في أي مكان داخل المدينة', 'ملاحظات مكتوبة بعد الدرس'],
      },
    },
  },
  {
    title: '5-Lesson Package',
    description: 'Five one-hour lessons to build confidence on city streets, highways and parking.',
    price: '299',
    original_price: '325',
    features: ['5 in-car hours', 'Highway and 400-series practice', 'Parallel and reverse parking'],
    icon: 'car',
    category: 'private',
    translations: {
      fr: {
        title: 'Forfait de 5 leçons',
        description: 'Cinq leçons d’une heure pour prendre de l’assurance en ville, sur l’autoroute et au moment de vous stationner.',
        features: ['5 heures en voiture', 'Conduite sur l’autoroute, dont les autoroutes de la série 400', 'Stationnement en parallèle et en marche arrière'],
      },
      ar: {
        title: 'باقة من 5 دروس',
        description: 'خمسة دروس مدة كل منها ساعة لتكتسب الثقة في شوارع المدينة وعلى الطريق السريع وعند ركن السيارة.',
        features: ['5 ساعات قيادة داخل السيارة', 'تدريب على الطرق السريعة، ومنها طرق سلسلة 400', 'الركن الموازي والركن بالرجوع إلى الخلف'],
      },
    },
  },
  {
    title: '10-Lesson Package',
    description: 'Ten lessons for new drivers or newcomers to Canada converting a foreign licence.',
    price: '569',
    original_price: '650',
    features: ['10 in-car hours', 'Personal lesson plan', 'Mock road test included'],
    icon: 'car',
    category: 'private',
    translations: {
      fr: {
        title: 'Forfait de 10 leçons',
        description: 'Dix leçons pour les nouveaux conducteurs, ou pour les nouveaux arrivants au Canada qui échangent leur permis étranger.',
        features: ['10 heures en voiture', 'Plan de leçons personnalisé', 'Examen routier simulé inclus'],
      },
      ar: {
        title: 'باقة من 10 دروس',
        description: 'عشرة دروس للسائقين الجدد، وللقادمين الجدد إلى كندا الذين يستبدلون رخصة قيادة أجنبية.',
        features: ['10 ساعات قيادة داخل السيارة', 'خطة دروس مصمَّمة لك', 'اختبار طريق تجريبي مشمول'],
      },
    },
  },
  {
    title: 'G2 Road Test Package',
    description: 'Our car for your G2 road test at the DriveTest centre, with a warm-up lesson right before.',
    price: '179',
    original_price: '199',
    features: ['Car rental for the G2 road test', '1-hour warm-up lesson', 'Pick-up 1 hour before the test'],
    icon: 'road',
    category: 'roadtest',
    translations: {
      fr: {
        title: 'Forfait examen routier G2',
        description: 'Notre voiture pour votre examen routier G2 au centre DriveTest, avec une leçon de préparation juste avant.',
        features: ['Location de la voiture pour l’examen routier G2', 'Leçon de préparation d’une heure', 'On passe vous prendre 1 heure avant l’examen'],
      },
      ar: {
        title: 'باقة اختبار الطريق G2',
        description: 'سيارتنا لاختبار الطريق G2 في مركز DriveTest، مع درس تحضيري قبله مباشرة.',
        features: ['استئجار السيارة لاختبار الطريق G2', 'درس تحضيري مدته ساعة', 'نصطحبك قبل موعد الاختبار بساعة'],
      },
    },
  },
  {
    title: 'G Road Test Package',
    description: 'Car rental and a highway warm-up for the full G road test.',
    price: '199',
    original_price: '229',
    features: ['Car rental for the G road test', '1-hour highway warm-up', 'Pick-up 1 hour before the test'],
    icon: 'road',
    category: 'roadtest',
    translations: {
      fr: {
        title: 'Forfait examen routier G',
        description: 'La voiture et une préparation sur l’autoroute pour l’examen routier G, celui du permis complet.',
        features: ['Location de la voiture pour l’examen routier G', 'Préparation d’une heure sur l’autoroute', 'On passe vous prendre 1 heure avant l’examen'],
      },
      ar: {
        title: 'باقة اختبار الطريق G',
        description: 'استئجار السيارة ودرس تحضيري على الطريق السريع لاختبار الطريق G للحصول على الرخصة الكاملة.',
        features: ['استئجار السيارة لاختبار الطريق G', 'درس تحضيري مدته ساعة على الطريق السريع', 'نصطحبك قبل موعد الاختبار بساعة'],
      },
    },
  },
  {
    title: 'Warm-up Lesson',
    description: 'A 60-minute lesson on the test routes the day of, or the day before, your road test.',
    price: '75',
    original_price: null,
    features: ['60 minutes on local test routes', 'Tips on the examiner’s checklist'],
    icon: 'clock',
    category: 'roadtest',
    translations: {
      fr: {
        title: 'Leçon de préparation',
        description: 'Une leçon de 60 minutes sur les parcours d’examen, le jour même de votre examen routier ou la veille.',
        features: ['60 minutes sur les parcours d’examen de votre région', 'Conseils sur la grille d’évaluation de l’examinateur'],
      },
      ar: {
        title: 'درس تحضيري',
        description: 'درس مدته 60 دقيقة على مسارات الاختبار في يوم اختبار الطريق أو في اليوم السابق له.',
        features: ['60 دقيقة على مسارات الاختبار المحلية', 'نصائح حول قائمة التقييم التي يعتمدها الفاحص'],
      },
    },
  },
  {
    title: 'Frequently asked questions',
    description: 'What students and parents ask us most.',
    price: '0',
    original_price: null,
    features: [
      'How old do I need to be to start BDE?|You can start as soon as you are 16 and hold a G1 licence.',
      'How long does BDE take?|Most students finish the course in 4 to 6 weeks; you have up to 12 months.',
      'Does BDE reduce my G1 waiting time?|Yes: with an MTO-approved certificate you may take the G2 road test after 8 months instead of 12.',
      'Will I get an insurance discount?|Most insurers offer a discount to drivers who complete an approved BDE course.',
      'Can I use your car for my road test?|Yes. Our road-test packages include the car and a warm-up lesson.',
      'Do your cars have a dual brake?|Every car has an instructor brake on the passenger side.',
    ],
    icon: 'help',
    category: 'faq',
    translations: {
      fr: {
        title: 'Foire aux questions',
        description: 'Les questions que les élèves et les parents nous posent le plus souvent.',
        features: [
          'À quel âge peut-on commencer le cours BDE ?|Dès 16 ans, à condition d’avoir un permis G1.',
          'Combien de temps dure le cours BDE ?|La plupart des élèves le terminent en 4 à 6 semaines ; vous avez jusqu’à 12 mois.',
          'Le cours BDE raccourcit-il l’attente avec le permis G1 ?|Oui : avec un certificat approuvé par le MTO, vous pouvez passer l’examen routier G2 après 8 mois au lieu de 12.',
          'Aurai-je droit à un rabais sur mon assurance ?|La plupart des assureurs accordent un rabais aux conducteurs qui ont suivi un cours BDE approuvé.',
          'Puis-je utiliser votre voiture pour mon examen routier ?|Oui. Nos forfaits d’examen routier comprennent la voiture et une leçon de préparation.',
          'Vos voitures ont-elles un double frein ?|Toutes nos voitures ont un frein côté passager pour le moniteur.',
        ],
      },
      ar: {
        title: 'الأسئلة الشائعة',
        description: 'أكثر ما يسألنا عنه الطلاب وأولياء الأمور.',
        features: [
          'ما السن المطلوبة لبدء دورة BDE؟|يمكنك البدء بمجرد بلوغك 16 عامًا وحصولك على رخصة G1.',
          'كم تستغرق دورة BDE؟|ينهي معظم الطلاب الدورة في 4 إلى 6 أسابيع، ولديك مهلة تصل إلى 12 شهرًا.',
          'هل تختصر دورة BDE فترة الانتظار برخصة G1؟|نعم، فبشهادة معتمدة من وزارة النقل في أونتاريو (MTO) يمكنك التقدّم لاختبار الطريق G2 بعد 8 أشهر بدلًا من 12.',
          'هل سأحصل على خصم على التأمين؟|تمنح معظم شركات التأمين خصمًا للسائقين الذين يُتمّون دورة BDE معتمدة.',
          'هل يمكنني استخدام سيارتكم في اختبار الطريق؟|نعم. تشمل باقات اختبار الطريق السيارة ودرسًا تحضيريًا.',
          'هل في سياراتكم مكبح مزدوج؟|في كل سيارة مكبح للمدرّب في جهة الراكب.',
        ],
      },
    },
  },
];

export interface SeedContent {
  key: string;
  title: string;
  type: 'offer' | 'review';
  is_active?: boolean;
  content: Record<string, unknown>;
  /** An offer's texts in French and Arabic (a review stays in its author's language, `content.lang`). */
  translations?: Translated<{ title: string; details: string[] }>;
}

/** Listed newest last: each gets an older timestamp than the next, and the home page shows newest first. */
export const CONTENT: SeedContent[] = [
  {
    key: 'review_omar',
    title: 'Review from Omar',
    type: 'review',
    content: {
      text: 'I moved from Jordan and needed to convert my licence. Ten lessons and I passed my G on the first try.',
      author: 'Omar H.',
      date: 'June 2026',
      image: null,
      lang: 'en',
    },
  },
  {
    key: 'review_sophie',
    title: 'Review from Sophie',
    type: 'review',
    content: {
      text: 'Very patient instructors. The online classes were easy to follow and the in-car lessons were always on time.',
      author: 'Sophie L.',
      date: 'August 2026',
      image: img('avatar-3.svg'),
      lang: 'en',
    },
  },
  {
    key: 'review_daniel',
    title: 'Review from Daniel',
    type: 'review',
    content: {
      text: 'The warm-up lesson before my road test made all the difference. Highly recommend the G2 package!',
      author: 'Daniel K.',
      date: 'September 2026',
      image: img('avatar-2.svg'),
      lang: 'en',
    },
  },
  {
    key: 'review_youssef',
    title: 'Review from Youssef',
    type: 'review',
    content: {
      text: 'انتقلت إلى كينغستون قبل عام، وكانت القيادة هنا مختلفة تمامًا عمّا اعتدت عليه. كان المدرّب صبورًا جدًا وشرح لي كل شيء خطوة بخطوة، ونجحت في اختبار الطريق G2 من المحاولة الأولى. أنصح بهذه المدرسة بشدة!',
      author: 'يوسف ع.',
      date: 'سبتمبر 2026',
      image: img('avatar-1.svg'),
      lang: 'ar',
    },
  },
  {
    key: 'review_aisha',
    title: 'Review from Aisha',
    type: 'review',
    content: {
      text: 'My daughter passed her G2 with confidence. Great communication with parents too.',
      author: 'Aisha M.',
      date: 'October 2026',
      image: img('avatar-4.svg'),
      lang: 'en',
    },
  },
  {
    key: 'review_elodie',
    title: 'Review from Élodie',
    type: 'review',
    content: {
      text: 'J’avais une peur bleue de l’autoroute. Mon moniteur m’a fait pratiquer sur la 401 jusqu’à ce que je sois à l’aise, et j’ai réussi mon examen routier G2 du premier coup. Merci mille fois !',
      author: 'Élodie B.',
      date: 'octobre 2026',
      image: img('avatar-3.svg'),
      lang: 'fr',
    },
  },
  {
    key: 'review_maya',
    title: 'Review from Maya',
    type: 'review',
    content: {
      text: 'Passed my G2 first try! The dual-brake car made me feel safe from day one.',
      author: 'Maya C.',
      date: 'November 2026',
      image: img('avatar-1.svg'),
      lang: 'en',
    },
  },
  {
    key: 'summer_intensive',
    title: 'Summer intensive',
    type: 'offer',
    is_active: false,
    content: { price: '649', original_price: '749', details: ['BDE in 3 weeks', 'Daily in-car lessons', 'Available July and August'] },
    translations: {
      fr: {
        title: 'Intensif d’été',
        details: ['Le cours BDE en 3 semaines', 'Des leçons en voiture tous les jours', 'Offert en juillet et en août'],
      },
      ar: {
        title: 'الدورة الصيفية المكثفة',
        details: ['دورة BDE في 3 أسابيع', 'دروس قيادة يومية داخل السيارة', 'متاحة في يوليو وأغسطس'],
      },
    },
  },
  {
    key: 'refresher',
    title: 'Refresher',
    type: 'offer',
    content: { price: '199', original_price: null, details: ['5 in-car hours', 'For licensed drivers regaining confidence', 'Highway and parking practice'] },
    translations: {
      fr: {
        title: 'Remise à niveau',
        details: [
          '5 heures en voiture',
          'Pour les conducteurs titulaires d’un permis qui veulent reprendre confiance',
          'Conduite sur l’autoroute et stationnement',
        ],
      },
      ar: {
        title: 'دورة تنشيطية',
        details: ['5 ساعات قيادة داخل السيارة', 'للسائقين الحاصلين على رخصة والراغبين في استعادة ثقتهم', 'تدريب على الطريق السريع وركن السيارة'],
      },
    },
  },
  {
    key: 'beginner_package',
    title: 'Beginner package',
    type: 'offer',
    content: { price: '399', original_price: '499', details: ['10 in-car hours', '20 hours of class, in person or live online', 'MTO-approved certificate'] },
    translations: {
      fr: {
        title: 'Forfait débutant',
        details: ['10 heures en voiture', '20 heures de classe, en salle ou en direct en ligne', 'Certificat approuvé par le MTO'],
      },
      ar: {
        title: 'باقة المبتدئين',
        details: ['10 ساعات قيادة داخل السيارة', '20 ساعة من الدروس، حضوريًا أو مباشرةً عبر الإنترنت', 'شهادة معتمدة من وزارة النقل (MTO)'],
      },
    },
  },
];

export interface SeedCity {
  name: string;
  slug: string;
  email: string;
  phone: string;
  description: string;
  details: string;
  map_link: string;
  images: string[];
  translations?: Translated<{ name: string; description: string; details: string }>;
}

const maps = (q: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;

export const CITIES: SeedCity[] = [
  {
    name: 'Kingston',
    slug: 'kingston',
    email: 'kingston@driveontario.ca',
    phone: '613-555-0100',
    description: 'Our head office. Lessons across Kingston, from downtown and Queen’s campus to Cataraqui and Kingston East.',
    details: 'Road tests at the Kingston DriveTest centre on Bath Road. Pick-up from home, school or work anywhere in the city.',
    map_link: maps('Kingston, Ontario'),
    images: [img('kingston-1.svg'), img('kingston-2.svg'), img('kingston-3.svg')],
    translations: {
      fr: {
        name: 'Kingston',
        description: 'Notre siège social. Des leçons partout à Kingston, du centre-ville et du campus de Queen’s jusqu’à Cataraqui et l’est de la ville.',
        details:
          'Examens routiers au centre DriveTest de Kingston, sur Bath Road. On passe vous prendre à la maison, à l’école ou au travail, partout en ville.',
      },
      ar: {
        name: 'كينغستون',
        description: 'مقرّنا الرئيسي. دروس في جميع أنحاء كينغستون، من وسط المدينة وحرم جامعة كوينز إلى كاتاراكوي وشرق كينغستون.',
        details: 'اختبارات الطريق في مركز DriveTest في كينغستون على طريق باث (Bath Road). نصطحبك من المنزل أو المدرسة أو العمل في أي مكان في المدينة.',
      },
    },
  },
  {
    name: 'Ottawa',
    slug: 'ottawa',
    email: 'ottawa@driveontario.ca',
    phone: '613-555-0120',
    description: 'BDE courses and private lessons in Ottawa, Nepean, Orléans and Kanata.',
    details: 'Practice on the Queensway and downtown one-way streets; road tests at the Walkley and Canotek centres.',
    map_link: maps('Ottawa, Ontario'),
    images: [img('ottawa-1.svg'), img('ottawa-2.svg')],
    translations: {
      fr: {
        name: 'Ottawa',
        description: 'Cours de conduite BDE et leçons privées à Ottawa, à Nepean, à Orléans et à Kanata.',
        details: 'Pratique sur le Queensway et dans les rues à sens unique du centre-ville ; examens routiers aux centres Walkley et Canotek.',
      },
      ar: {
        name: 'أوتاوا',
        description: 'دورات BDE ودروس قيادة خاصة في أوتاوا ونيبيان وأورليان وكاناتا.',
        details: 'تدريب على طريق كوينزواي السريع وفي شوارع وسط المدينة ذات الاتجاه الواحد، واختبارات الطريق في مركزَي والكلي (Walkley) وكانوتيك (Canotek).',
      },
    },
  },
  {
    name: 'Toronto',
    slug: 'toronto',
    email: 'toronto@driveontario.ca',
    phone: '416-555-0140',
    description: 'Lessons in Toronto and the GTA, with highway practice on the 401 and the Gardiner.',
    details: 'Evening and weekend lessons available. Road tests at the Etobicoke, Downsview and Metro East centres.',
    map_link: maps('Toronto, Ontario'),
    images: [img('toronto-1.svg'), img('toronto-2.svg'), img('toronto-3.svg')],
    translations: {
      fr: {
        name: 'Toronto',
        description: 'Des leçons à Toronto et dans la région du Grand Toronto, avec de la conduite sur l’autoroute 401 et la Gardiner.',
        details: 'Leçons offertes en soirée et la fin de semaine. Examens routiers aux centres d’Etobicoke, de Downsview et de Metro East.',
      },
      ar: {
        name: 'تورنتو',
        description: 'دروس في تورنتو ومنطقة تورنتو الكبرى، مع تدريب على الطريق السريع 401 وطريق غاردينر السريع.',
        details: 'دروس مسائية وفي عطلات نهاية الأسبوع. اختبارات الطريق في مراكز إيتوبيكو وداونزفيو ومترو إيست.',
      },
    },
  },
  {
    name: 'Belleville',
    slug: 'belleville',
    email: 'belleville@driveontario.ca',
    phone: '613-555-0160',
    description: 'Lessons in Belleville, Trenton and Prince Edward County along the Bay of Quinte.',
    details: 'Road tests at the Belleville DriveTest centre. Rural and highway driving included in every package.',
    map_link: maps('Belleville, Ontario'),
    images: [img('belleville-1.svg'), img('belleville-2.svg')],
    translations: {
      fr: {
        name: 'Belleville',
        description: 'Des leçons à Belleville, à Trenton et dans le comté de Prince Edward, au bord de la baie de Quinte.',
        details: 'Examens routiers au centre DriveTest de Belleville. Conduite en campagne et sur l’autoroute incluse dans tous nos forfaits.',
      },
      ar: {
        name: 'بيلفيل',
        description: 'دروس في بيلفيل وترينتون ومقاطعة برينس إدوارد على ضفاف خليج كوينتي.',
        details: 'اختبارات الطريق في مركز DriveTest في بيلفيل. تشمل كل باقة القيادة على الطرق الريفية وعلى الطريق السريع.',
      },
    },
  },
  {
    name: 'Brockville',
    slug: 'brockville',
    email: 'brockville@driveontario.ca',
    phone: '613-555-0180',
    description: 'Lessons in Brockville and the Thousand Islands, from Prescott to Gananoque.',
    details: 'Road tests at the Brockville DriveTest centre. Pick-up in Brockville and nearby townships.',
    map_link: maps('Brockville, Ontario'),
    images: [img('brockville-1.svg'), img('brockville-2.svg')],
    translations: {
      fr: {
        name: 'Brockville',
        description: 'Des leçons à Brockville et dans la région des Mille-Îles, de Prescott à Gananoque.',
        details: 'Examens routiers au centre DriveTest de Brockville. On passe vous prendre à Brockville et dans les cantons voisins.',
      },
      ar: {
        name: 'بروكفيل',
        description: 'دروس في بروكفيل ومنطقة الجزر الألف، من بريسكوت إلى غانانوكوي.',
        details: 'اختبارات الطريق في مركز DriveTest في بروكفيل. نصطحبك من بروكفيل والبلدات المجاورة.',
      },
    },
  },
];

export interface SeedPartner {
  name: string;
  logo: string;
  description: string;
  contact_email: string;
  discount_code: string;
  discount_amount: number;
  account_id: string;
  translations?: Translated<{ description: string }>;
  /** null: a student who gave no name. */
  students: (string | null)[];
}

export const PARTNERS: SeedPartner[] = [
  {
    name: 'Limestone Students’ Union',
    logo: img('partner-limestone.svg'),
    description: 'Members save on BDE and road-test packages.',
    contact_email: 'partners@limestone-su.example.org',
    discount_code: 'LIMESTONE25',
    discount_amount: 25,
    account_id: 'LSU-2026-0417',
    students: ['Priya Sharma', 'Liam O’Connor', null, 'Chloé Gagnon', 'Ethan Wright', null],
    translations: {
      fr: {
        description: 'Les membres économisent sur les cours de conduite BDE et les forfaits d’examen routier.',
      },
      ar: {
        description: 'يحصل الأعضاء على تخفيضات على دورات BDE وباقات اختبار الطريق.',
      },
    },
  },
  {
    name: 'Quinte Community Credit Union',
    logo: img('partner-quinte.svg'),
    description: 'Members and their families get a discount on private lessons.',
    contact_email: 'community@quinte-cu.example.org',
    discount_code: 'QUINTE40',
    discount_amount: 40,
    account_id: 'QCCU-88213',
    students: ['Noah Campbell', null, 'Fatima Ali'],
    translations: {
      fr: {
        description: 'Les membres et leur famille profitent d’un rabais sur les leçons privées.',
      },
      ar: {
        description: 'يحصل الأعضاء وعائلاتهم على خصم على دروس القيادة الخاصة.',
      },
    },
  },
];

export interface SeedInstructor {
  f_name: string;
  l_name: string;
  email: string;
  birthday: string;
  phone_number: string;
  car_image_url: string | null;
  status: 'pending' | 'accepted' | 'rejected';
  /** Comma-separated language codes. */
  languages: string;
  bio_en: string;
  bio_fr: string;
  bio_ar: string;
  car_make_model: string;
  licence_number: string;
  /** The licence expires this many days after the day the instructors are seeded. */
  licence_valid_days: number;
}

export const INSTRUCTORS: SeedInstructor[] = [
  {
    f_name: 'Omar',
    l_name: 'Haddad',
    email: 'omar.haddad@example.com',
    birthday: '1984-03-02',
    phone_number: '613-555-0177',
    car_image_url: img('car-1.svg'),
    languages: 'en,ar',
    bio_en: "Calm and patient, twenty years on Kingston's roads.",
    bio_fr: 'Calme et patient, vingt ans sur les routes de Kingston.',
    bio_ar: 'هادئ وصبور، عشرون عامًا على طرق كينغستون.',
    car_make_model: 'Toyota Corolla 2023',
    licence_number: 'DI-48213',
    licence_valid_days: 400,
    status: 'accepted',
  },
  {
    f_name: 'Sarah',
    l_name: 'MacDonald',
    email: 'sarah.macdonald@example.com',
    birthday: '1990-07-19',
    phone_number: '613-555-0142',
    car_image_url: img('car-2.svg'),
    languages: 'en',
    bio_en: 'Nervous drivers welcome: we start in quiet streets.',
    bio_fr: '',
    bio_ar: '',
    car_make_model: 'Honda Civic 2022',
    licence_number: 'DI-51877',
    licence_valid_days: 21,
    status: 'accepted',
  },
  {
    f_name: 'Jean-Luc',
    l_name: 'Bouchard',
    email: 'jl.bouchard@example.com',
    birthday: '1979-11-05',
    phone_number: '613-555-0153',
    car_image_url: img('car-3.svg'),
    languages: 'fr,en',
    bio_en: 'Highway and parallel parking, explained step by step.',
    bio_fr: 'Autoroute et stationnement en parallèle, expliqués pas à pas.',
    bio_ar: '',
    car_make_model: 'Mazda 3 2021',
    licence_number: 'DI-30562',
    licence_valid_days: 300,
    status: 'accepted',
  },
  // The original backend stored a missing last name as the text NULL; the site shows it as none.
  {
    f_name: 'Mei',
    l_name: 'NULL',
    email: 'mei.lin@example.com',
    birthday: '1993-01-27',
    phone_number: '416-555-0119',
    car_image_url: img('car-4.svg'),
    languages: 'en,zh',
    bio_en: 'Road-test ready in a few lessons.',
    bio_fr: '',
    bio_ar: '',
    car_make_model: 'Hyundai Elantra 2024',
    licence_number: 'DI-66120',
    licence_valid_days: 500,
    status: 'accepted',
  },
  {
    f_name: 'Daniel',
    l_name: 'Osei',
    email: 'daniel.osei@example.com',
    birthday: '1988-09-14',
    phone_number: '613-555-0164',
    car_image_url: img('car-5.svg'),
    languages: 'en',
    bio_en: 'Defensive driving and winter conditions.',
    bio_fr: '',
    bio_ar: '',
    car_make_model: 'Kia Forte 2023',
    licence_number: 'DI-42291',
    licence_valid_days: 365,
    status: 'accepted',
  },
  {
    f_name: 'Nadia',
    l_name: 'Rahman',
    email: 'nadia.rahman@example.com',
    birthday: '1986-05-30',
    phone_number: '613-555-0188',
    car_image_url: img('car-6.svg'),
    languages: 'en,ar,ur',
    bio_en: 'Patient lessons in English, Arabic or Urdu.',
    bio_fr: '',
    bio_ar: 'دروس بصبر بالإنجليزية أو العربية أو الأردية.',
    car_make_model: 'Toyota Camry 2022',
    licence_number: 'DI-57734',
    licence_valid_days: 250,
    status: 'accepted',
  },
  {
    f_name: 'Kevin',
    l_name: 'Park',
    email: 'kevin.park@example.com',
    birthday: '1995-02-11',
    phone_number: '613-555-0131',
    car_image_url: null,
    languages: 'en',
    bio_en: '',
    bio_fr: '',
    bio_ar: '',
    car_make_model: 'Nissan Sentra 2019',
    licence_number: 'DI-71402',
    licence_valid_days: 365,
    status: 'pending',
  },
  {
    f_name: 'Ana',
    l_name: 'Silva',
    email: 'ana.silva@example.com',
    birthday: '1991-08-08',
    phone_number: '613-555-0135',
    car_image_url: img('car-2.svg'),
    languages: 'en,pt',
    bio_en: 'Lessons in English or Portuguese.',
    bio_fr: '',
    bio_ar: '',
    car_make_model: 'Volkswagen Jetta 2021',
    licence_number: 'DI-28840',
    licence_valid_days: 365,
    status: 'pending',
  },
  {
    f_name: 'Greg',
    l_name: 'Miller',
    email: 'greg.miller@example.com',
    birthday: '1975-12-01',
    phone_number: '613-555-0139',
    car_image_url: null,
    languages: 'en',
    bio_en: '',
    bio_fr: '',
    bio_ar: '',
    car_make_model: 'Ford Focus 2018',
    licence_number: 'DI-19573',
    licence_valid_days: 365,
    status: 'rejected',
  },
];

export interface SeedPackage {
  en_name: string;
  fr_name: string;
  ar_name: string;
  en_description: string;
  fr_description: string;
  ar_description: string;
  price_cents: number;
  hst_applies: boolean;
  is_active?: boolean;
  behind_the_wheel_hour_count: number;
  course_hour_count: number;
  /** The seeded services (by title) and offers (by key) this package sells: their "Enroll now" leads to it. */
  services: string[];
  offers: string[];
  /** Classes: days from today of the first and second day, the hours and the seats. None: lessons booked with the instructor. */
  dates: { first: number; second: number | null; from: string; to: string; capacity: number }[];
}

const classOf = (first: number, second: number | null, from: string, to: string, capacity = 12) => ({ first, second, from, to, capacity });

export const PACKAGES: SeedPackage[] = [
  {
    en_name: 'BDE Beginner',
    fr_name: 'Débutant BDE',
    ar_name: 'دورة تعليم القيادة للمبتدئين (BDE)',
    en_description: '10 in-car hours and 20 hours of class (in person or live online), with the MTO-approved certificate.',
    fr_description: '10 heures en voiture et 20 heures de classe (en salle ou en direct en ligne), avec le certificat approuvé par le MTO.',
    ar_description: '10 ساعات من القيادة في السيارة و20 ساعة من الدروس (حضوريًا أو مباشرةً عبر الإنترنت)، مع شهادة معتمدة من وزارة النقل في أونتاريو (MTO).',
    price_cents: 69900,
    hst_applies: true,
    behind_the_wheel_hour_count: 10,
    course_hour_count: 20,
    services: ['BDE Complete'],
    offers: [],
    // The first class is nearly full: the booking page shows its last seats.
    dates: [classOf(5, 6, '09:00', '15:00', 3), classOf(12, 13, '09:00', '15:00'), classOf(19, 20, '13:00', '19:00')],
  },
  {
    en_name: 'BDE Plus Road Test',
    fr_name: 'BDE et examen pratique',
    ar_name: 'دورة BDE مع اختبار القيادة',
    en_description: 'The complete BDE course, a warm-up lesson and our car for your G2 road test.',
    fr_description: 'Le cours BDE complet, une leçon de préparation et notre voiture pour votre examen pratique G2.',
    ar_description: 'دورة BDE الكاملة، مع درس تحضيري وسيارتنا لاختبار القيادة G2.',
    price_cents: 89900,
    hst_applies: true,
    behind_the_wheel_hour_count: 11,
    course_hour_count: 20,
    services: ['BDE Plus Road Test'],
    offers: [],
    dates: [classOf(12, 13, '09:00', '15:00'), classOf(26, 27, '09:00', '15:00')],
  },
  {
    en_name: 'BDE Online Theory',
    fr_name: 'Théorie BDE en ligne',
    ar_name: 'الدروس النظرية لدورة BDE عبر الإنترنت',
    en_description: 'The 20 hours of class, live online with a certified instructor on the evenings below; book your in-car lessons later.',
    fr_description:
      'Les 20 heures de classe, en direct en ligne avec un moniteur certifié les soirs ci-dessous ; vous réservez vos leçons en voiture plus tard.',
    ar_description: '20 ساعة من الدروس المباشرة عبر الإنترنت مع مدرّب معتمد في الأمسيات المحدّدة أدناه، ويمكنك حجز دروس القيادة لاحقًا.',
    price_cents: 29900,
    hst_applies: true,
    behind_the_wheel_hour_count: 0,
    course_hour_count: 20,
    services: ['BDE Online Theory Only'],
    offers: [],
    // Taught live online: each date's class meets on scheduled evenings, as a classroom's does by day.
    dates: [classOf(9, 10, '17:30', '21:30', 20), classOf(23, 24, '17:30', '21:30', 20)],
  },
  {
    en_name: 'Beginner Package',
    fr_name: 'Forfait débutant',
    ar_name: 'باقة المبتدئين',
    en_description: 'Our web offer: 10 in-car hours and 20 hours of class (in person or live online), with the MTO-approved certificate.',
    fr_description: 'Notre offre Web : 10 heures en voiture et 20 heures de classe (en salle ou en direct en ligne), avec le certificat approuvé par le MTO.',
    ar_description: 'عرض موقعنا: 10 ساعات من القيادة في السيارة و20 ساعة من الدروس (حضوريًا أو مباشرةً عبر الإنترنت)، مع الشهادة المعتمدة من وزارة النقل.',
    price_cents: 39900,
    hst_applies: true,
    behind_the_wheel_hour_count: 10,
    course_hour_count: 20,
    services: [],
    offers: ['beginner_package'],
    dates: [classOf(8, 9, '09:00', '15:00'), classOf(22, 23, '09:00', '15:00')],
  },
  {
    en_name: 'Refresher',
    fr_name: 'Remise à niveau',
    ar_name: 'دورة تنشيطية',
    en_description: '5 in-car hours for licensed drivers who want to regain confidence.',
    fr_description: '5 heures en voiture pour les conducteurs titulaires d’un permis qui veulent reprendre confiance.',
    ar_description: '5 ساعات من القيادة للسائقين الحاصلين على رخصة الذين يريدون استعادة ثقتهم.',
    price_cents: 19900,
    hst_applies: true,
    behind_the_wheel_hour_count: 5,
    course_hour_count: 0,
    services: [],
    offers: ['refresher'],
    dates: [classOf(3, null, '10:00', '15:00', 8), classOf(10, null, '10:00', '15:00', 8)],
  },
  {
    en_name: 'Road Test Prep',
    fr_name: 'Préparation à l’examen pratique',
    ar_name: 'التحضير لاختبار القيادة',
    en_description: '3 in-car hours on the test routes, then our car for your G2 or G road test.',
    fr_description: '3 heures en voiture sur les parcours d’examen, puis notre voiture pour votre examen G2 ou G.',
    ar_description: '3 ساعات من القيادة على مسارات الاختبار، ثم سيارتنا لاختبار القيادة G2 أو G.',
    price_cents: 24900,
    hst_applies: true,
    behind_the_wheel_hour_count: 3,
    course_hour_count: 0,
    services: [],
    offers: [],
    dates: [classOf(4, 8, '08:00', '11:00', 6), classOf(11, 15, '13:00', '16:00', 6), classOf(18, null, '09:00', '12:00', 6)],
  },
  {
    en_name: 'Single Lesson',
    fr_name: 'Leçon individuelle',
    ar_name: 'درس قيادة واحد',
    en_description: 'One hour in a dual-brake car with a certified instructor; we call you to set the time.',
    fr_description: 'Une heure dans une voiture à double frein avec un moniteur certifié ; nous vous appelons pour fixer l’heure.',
    ar_description: 'ساعة واحدة في سيارة بمكبح مزدوج مع مدرّب معتمد، ونتصل بك لتحديد الموعد.',
    price_cents: 6500,
    hst_applies: true,
    behind_the_wheel_hour_count: 1,
    course_hour_count: 0,
    services: ['Single Lesson'],
    offers: [],
    dates: [],
  },
  {
    en_name: '5-Lesson Package',
    fr_name: 'Forfait de 5 leçons',
    ar_name: 'باقة من 5 دروس',
    en_description: 'Five one-hour lessons in the city, on the highway and parking, scheduled with your instructor.',
    fr_description: 'Cinq leçons d’une heure en ville, sur l’autoroute et en stationnement, planifiées avec votre moniteur.',
    ar_description: 'خمسة دروس مدة كل منها ساعة في المدينة وعلى الطريق السريع وفي ركن السيارة، تُحدَّد مواعيدها مع مدرّبك.',
    price_cents: 29900,
    hst_applies: true,
    behind_the_wheel_hour_count: 5,
    course_hour_count: 0,
    services: ['5-Lesson Package'],
    offers: [],
    dates: [],
  },
  {
    en_name: '10-Lesson Package',
    fr_name: 'Forfait de 10 leçons',
    ar_name: 'باقة من 10 دروس',
    en_description: 'Ten lessons with a personal plan and a mock road test.',
    fr_description: 'Dix leçons avec un plan personnalisé et un examen pratique simulé.',
    ar_description: 'عشرة دروس مع خطة شخصية واختبار قيادة تجريبي.',
    price_cents: 56900,
    hst_applies: true,
    behind_the_wheel_hour_count: 10,
    course_hour_count: 0,
    services: ['10-Lesson Package'],
    offers: [],
    dates: [],
  },
  {
    en_name: 'G2 Road Test Package',
    fr_name: 'Forfait examen pratique G2',
    ar_name: 'باقة اختبار القيادة G2',
    en_description: 'Our car for your G2 road test, with a warm-up lesson right before.',
    fr_description: 'Notre voiture pour votre examen pratique G2, avec une leçon de préparation juste avant.',
    ar_description: 'سيارتنا لاختبار القيادة G2، مع درس تحضيري قبله مباشرة.',
    price_cents: 17900,
    hst_applies: true,
    behind_the_wheel_hour_count: 1,
    course_hour_count: 0,
    services: ['G2 Road Test Package'],
    offers: [],
    dates: [],
  },
  {
    en_name: 'G Road Test Package',
    fr_name: 'Forfait examen pratique G',
    ar_name: 'باقة اختبار القيادة G',
    en_description: 'Car rental and a highway warm-up for the full G road test.',
    fr_description: 'La location de la voiture et une préparation sur l’autoroute pour l’examen pratique G.',
    ar_description: 'استئجار السيارة مع درس تحضيري على الطريق السريع لاختبار القيادة G الكامل.',
    price_cents: 19900,
    hst_applies: true,
    behind_the_wheel_hour_count: 1,
    course_hour_count: 0,
    services: ['G Road Test Package'],
    offers: [],
    dates: [],
  },
  {
    en_name: 'Warm-up Lesson',
    fr_name: 'Leçon de préparation',
    ar_name: 'درس تحضيري',
    en_description: '60 minutes on the test routes the day of, or the day before, your road test.',
    fr_description: '60 minutes sur les parcours d’examen le jour même ou la veille de votre examen.',
    ar_description: '60 دقيقة على مسارات الاختبار في يوم اختبارك أو في اليوم الذي يسبقه.',
    price_cents: 7500,
    hst_applies: true,
    behind_the_wheel_hour_count: 1,
    course_hour_count: 0,
    services: ['Warm-up Lesson'],
    offers: [],
    dates: [],
  },
  {
    en_name: 'Summer Intensive',
    fr_name: 'Intensif d’été',
    ar_name: 'الدورة الصيفية المكثفة',
    en_description: 'BDE in 3 weeks with daily in-car lessons, in July and August.',
    fr_description: 'Le BDE en 3 semaines avec des leçons en voiture chaque jour, en juillet et en août.',
    ar_description: 'دورة BDE في 3 أسابيع مع دروس قيادة يومية، في يوليو وأغسطس.',
    price_cents: 64900,
    hst_applies: true,
    // Sold in summer only, like its offer.
    is_active: false,
    behind_the_wheel_hour_count: 10,
    course_hour_count: 20,
    services: [],
    offers: ['summer_intensive'],
    dates: [],
  },
];

/** The school's legal and payment details printed on receipts and shown to students who pay at the office. */
export const SCHOOL_SETTINGS = {
  legal_name: 'Drive Ontario Driving School Inc.',
  address: 'Suite 200, 1 Brock Street\nKingston, ON K7L 1R7',
  hst_number: '123456789RT0001',
  payment_instructions_en:
    'Pay by Interac e-Transfer to pay@driveontario.ca (your booking number as the message), or in cash or by card at our Kingston office, before the first class.',
  payment_instructions_fr:
    'Payez par virement Interac à pay@driveontario.ca (avec votre numéro de réservation en message), ou en espèces ou par carte à notre bureau de Kingston, avant le premier cours.',
  payment_instructions_ar:
    'ادفع عبر تحويل Interac الإلكتروني إلى pay@driveontario.ca (واكتب رقم حجزك في الرسالة)، أو نقدًا أو بالبطاقة في مكتبنا في كينغستون، قبل الحصة الأولى.',
};

/** What visitors write; `service` names a seeded service by title. */
export const INQUIRY_TOPICS: { title: string; message: string; service: string | null }[] = [
  { title: 'BDE course dates', message: 'When does the next BDE course start? My son just got his G1.', service: 'BDE Complete' },
  { title: 'Road test car', message: 'Can I rent your car for my G2 test at the Kingston DriveTest centre next month?', service: 'G2 Road Test Package' },
  { title: 'Nervous driver', message: 'I am very nervous on highways. Do you offer private lessons for that?', service: '5-Lesson Package' },
  { title: 'Licence conversion', message: 'I have a licence from abroad and need lessons before my G test.', service: '10-Lesson Package' },
  { title: 'Insurance certificate', message: 'Do I get the certificate for my insurance company after BDE?', service: 'BDE Complete' },
  { title: 'Weekend lessons', message: 'Are lessons available on Saturdays in Belleville?', service: 'Single Lesson' },
  { title: 'G test next week', message: 'My G test is next Thursday. Could I book a warm-up lesson and the car?', service: 'G Road Test Package' },
  { title: 'Online class times', message: 'Are the live online classes in the evening? I work until five.', service: 'BDE Online Theory Only' },
  { title: 'Student discount', message: 'Is there a discount for Limestone Students’ Union members?', service: null },
  { title: 'Pick-up location', message: 'Can the instructor pick me up at my school in Ottawa?', service: null },
  { title: 'Payment options', message: 'Can I pay for the BDE course in two instalments?', service: 'BDE Plus Road Test' },
  { title: 'Become an instructor', message: 'I am a licensed instructor in Toronto. How do I join your team?', service: null },
];

/** Fictional visitors (a few write more than once, so distinct emails are fewer than inquiries). */
export const PEOPLE: { name: string; email: string; phone: string | null }[] = [
  { name: 'Maya Chen', email: 'maya.chen@example.com', phone: '613-555-0101' },
  { name: 'Liam Roy', email: 'liam.roy@example.net', phone: '613-555-0102' },
  { name: 'Aaliyah Johnson', email: 'aaliyah.j@example.org', phone: null },
  { name: 'Ethan Nguyen', email: 'ethan.nguyen@example.com', phone: '416-555-0103' },
  { name: 'Zoé Bélanger', email: 'zoe.belanger@example.ca', phone: '613-555-0104' },
  { name: 'Arjun Patel', email: 'arjun.patel@example.com', phone: '613-555-0105' },
  { name: 'Hannah Smith', email: 'hannah.smith@example.org', phone: null },
  { name: 'Mohammed Al-Sayed', email: 'm.alsayed@example.com', phone: '613-555-0106' },
  { name: 'Emily Wilson', email: 'emily.wilson@example.net', phone: '613-555-0107' },
  { name: 'Lucas Martin', email: 'lucas.martin@example.ca', phone: '613-555-0108' },
  { name: 'Olivia Brown', email: 'olivia.brown@example.com', phone: null },
  { name: 'Samuel Kim', email: 'samuel.kim@example.org', phone: '416-555-0109' },
  { name: 'Fatima Noor', email: 'fatima.noor@example.com', phone: '613-555-0110' },
  { name: 'Noah Lavoie', email: 'noah.lavoie@example.ca', phone: '613-555-0111' },
  { name: 'Grace Thompson', email: 'grace.t@example.net', phone: '613-555-0112' },
  { name: 'Daniel Cohen', email: 'daniel.cohen@example.com', phone: null },
  { name: 'Sofia Rossi', email: 'sofia.rossi@example.org', phone: '613-555-0113' },
  { name: 'Benjamin Clarke', email: 'ben.clarke@example.com', phone: '613-555-0114' },
  { name: 'Amira Haddad', email: 'amira.haddad@example.ca', phone: '613-555-0115' },
  { name: 'Jacob Anderson', email: 'jacob.anderson@example.net', phone: '416-555-0116' },
];

export const NOTES = [
  'Called back, booked a first lesson.',
  'Sent the course calendar by email.',
  'Waiting for the G1 licence number.',
  'Road test booked, car reserved.',
  'Left a voicemail.',
];
