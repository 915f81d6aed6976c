import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    invalidCredentials: 'Invalid credentials',
    notAdmin: 'This account may not sign in to the admin area.',
    loggedIn: 'Signed in successfully.',
    loggedOut: 'Signed out successfully.',
  },
  fr: {
    invalidCredentials: 'Identifiants invalides',
    notAdmin: 'Ce compte ne peut pas se connecter à l’espace d’administration.',
    loggedIn: 'Connexion réussie.',
    loggedOut: 'Déconnexion réussie.',
  },
  ar: {
    invalidCredentials: 'بيانات الاعتماد غير صحيحة',
    notAdmin: 'لا يمكن لهذا الحساب تسجيل الدخول إلى لوحة الإدارة.',
    loggedIn: 'تم تسجيل الدخول بنجاح.',
    loggedOut: 'تم تسجيل الخروج بنجاح.',
  },
});
