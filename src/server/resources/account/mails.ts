import { defineMessages, type Lang } from '../../http/i18n';
import { instantText } from '../../mail/formats';
import type { OutgoingMail } from '../../mail/mailer';
import { localePrefix } from '../bookings/links';

const m = defineMessages({
  en: {
    subject: 'Reset your Drive Ontario password',
    text: 'Hello {name},\n\nYour code to reset your password is {code}. It expires in 30 minutes.\n\nEnter it on this page: {link}\n\nIf you did not ask to reset your password, you can ignore this email: your password stays as it is.\n\nDrive Ontario',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Drive Ontario',
    text: 'Bonjour {name},\n\nVotre code de réinitialisation du mot de passe est {code}. Il expire dans 30 minutes.\n\nSaisissez-le sur cette page : {link}\n\nSi vous n’avez pas demandé à réinitialiser votre mot de passe, ignorez ce courriel : votre mot de passe reste le même.\n\nDrive Ontario',
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور Drive Ontario',
    text: 'مرحبًا {name}،\n\nرمز إعادة تعيين كلمة المرور الخاص بك هو {code}. تنتهي صلاحيته بعد 30 دقيقة.\n\nأدخله في هذه الصفحة: {link}\n\nإذا لم تطلب إعادة تعيين كلمة المرور، يمكنك تجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.\n\nDrive Ontario',
  },
});

/** The admin's notice: no reset by mail exists for that account, only the server's operator can. */
const changedAdmin = defineMessages({
  en: {
    subject: 'The Drive Ontario admin password was changed',
    text: 'Hello,\n\nThe password of the Drive Ontario admin account was changed on {when} (Toronto time), and every other session of the account was signed out.\n\nIf you did not change it, someone else may hold the account: have the person who runs the site’s server reset its password now.\n\nDrive Ontario',
  },
  fr: {
    subject: 'Le mot de passe administrateur de Drive Ontario a été modifié',
    text: 'Bonjour,\n\nLe mot de passe du compte administrateur de Drive Ontario a été modifié le {when} (heure de Toronto), et toutes les autres sessions du compte ont été fermées.\n\nSi ce n’est pas vous, quelqu’un d’autre détient peut-être le compte : demandez dès maintenant à la personne qui gère le serveur du site de réinitialiser son mot de passe.\n\nDrive Ontario',
  },
  ar: {
    subject: 'تم تغيير كلمة مرور حساب الإدارة في Drive Ontario',
    text: 'مرحبًا،\n\nتم تغيير كلمة مرور حساب الإدارة في Drive Ontario في {when} (بتوقيت تورونتو)، وتم تسجيل الخروج من جميع الجلسات الأخرى لهذا الحساب.\n\nإذا لم تقم بتغييرها، فقد يكون الحساب في يد شخص آخر: اطلب الآن من المسؤول عن خادم الموقع إعادة تعيين كلمة المرور.\n\nDrive Ontario',
  },
});

const changed = defineMessages({
  en: {
    subject: 'Your Drive Ontario password was changed',
    text: 'Hello {name},\n\nThe password of your Drive Ontario account was changed on {when} (Toronto time), and every other session was signed out.\n\nIf you did not change it, reset it now on this page and tell us: {link}\n\nDrive Ontario',
  },
  fr: {
    subject: 'Votre mot de passe Drive Ontario a été modifié',
    text: 'Bonjour {name},\n\nLe mot de passe de votre compte Drive Ontario a été modifié le {when} (heure de Toronto), et toutes les autres sessions ont été fermées.\n\nSi ce n’est pas vous, réinitialisez-le dès maintenant sur cette page et prévenez-nous : {link}\n\nDrive Ontario',
  },
  ar: {
    subject: 'تم تغيير كلمة مرور حسابك في Drive Ontario',
    text: 'مرحبًا {name}،\n\nتم تغيير كلمة مرور حسابك في Drive Ontario في {when} (بتوقيت تورونتو)، وتم تسجيل الخروج من جميع الجلسات الأخرى.\n\nإذا لم تقم بتغييرها، فأعد تعيينها الآن من هذه الصفحة وأبلغنا: {link}\n\nDrive Ontario',
  },
});

/** The site's page where the code is entered, in the mail's language, with the email filled in. */
export const resetPageUrl = (origin: string, email: string, lang: Lang) => `${origin}${localePrefix(lang)}/reset-password?email=${encodeURIComponent(email)}`;

export function passwordResetMail(lang: Lang, to: string, name: string, code: string, origin: string): OutgoingMail {
  return { to, subject: m(lang, 'subject'), text: m(lang, 'text', { name, code, link: resetPageUrl(origin, to, lang) }), code };
}

/**
 * Tells the owner their password changed (by them, or by a reset), so a change they did not make
 * is noticed: the mail links to the reset page, or, for an account that cannot be reset by mail
 * (the admin's), says who can.
 */
export function passwordChangedMail(lang: Lang, to: string, name: string, at: Date, origin: string, resettable: boolean): OutgoingMail {
  if (!resettable) return { to, subject: changedAdmin(lang, 'subject'), text: changedAdmin(lang, 'text', { when: instantText(at, lang) }) };
  const values = { name, when: instantText(at, lang), link: resetPageUrl(origin, to, lang) };
  return { to, subject: changed(lang, 'subject'), text: changed(lang, 'text', values) };
}
