import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    invalidCredentials: 'Invalid credentials',
    notAdmin: 'This account may not sign in to the admin area.',
    loggedIn: 'Signed in successfully.',
    loggedOut: 'Signed out successfully.',
    tooManyFailures: 'Too many failed sign-in attempts with this email address. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  fr: {
    invalidCredentials: 'Identifiants invalides',
    notAdmin: 'Ce compte ne peut pas se connecter à l’espace d’administration.',
    loggedIn: 'Connexion réussie.',
    loggedOut: 'Déconnexion réussie.',
    tooManyFailures:
      'Trop de tentatives de connexion échouées avec cette adresse courriel. Veuillez réessayer dans {minutes, plural, one {# minute} other {# minutes}}.',
  },
  ar: {
    invalidCredentials: 'بيانات الاعتماد غير صحيحة',
    notAdmin: 'لا يمكن لهذا الحساب تسجيل الدخول إلى لوحة الإدارة.',
    loggedIn: 'تم تسجيل الدخول بنجاح.',
    loggedOut: 'تم تسجيل الخروج بنجاح.',
    tooManyFailures:
      'محاولات تسجيل دخول فاشلة كثيرة جدًا بهذا البريد الإلكتروني. يرجى المحاولة مرة أخرى بعد {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  },
});
