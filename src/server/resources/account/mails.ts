import { defineMessages, type Lang } from '../../http/i18n';
import type { OutgoingMail } from '../../mail/mailer';
import { localePrefix } from '../bookings/links';

const m = defineMessages({
  en: {
    subject: 'Reset your Drive Ontario password',
    text: 'Hello {name},\n\nYour code to reset your password is {code}. It expires in 30 minutes.\n\nEnter it on this page: {link}\n\nIf you did not ask to reset your password, you can ignore this email: your password stays as it is.\n\nDrive Ontario',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Drive Ontario',
    text: 'Bonjour {name},\n\nVotre code de réinitialisation du mot de passe est {code}. Il expire dans 30 minutes.\n\nSaisissez-le sur cette page : {link}\n\nSi vous n’avez pas demandé à réinitialiser votre mot de passe, ignorez ce courriel : votre mot de passe reste le même.\n\nDrive Ontario',
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور Drive Ontario',
    text: 'مرحبًا {name}،\n\nرمز إعادة تعيين كلمة المرور الخاص بك هو {code}. تنتهي صلاحيته بعد 30 دقيقة.\n\nأدخله في هذه الصفحة: {link}\n\nإذا لم تطلب إعادة تعيين كلمة المرور، يمكنك تجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.\n\nDrive Ontario',
  },
});

/** The site's page where the code is entered, in the mail's language, with the email filled in. */
export const resetPageUrl = (origin: string, email: string, lang: Lang) => `${origin}${localePrefix(lang)}/reset-password?email=${encodeURIComponent(email)}`;

export function passwordResetMail(lang: Lang, to: string, name: string, code: string, origin: string): OutgoingMail {
  return { to, subject: m(lang, 'subject'), text: m(lang, 'text', { name, code, link: resetPageUrl(origin, to, lang) }), code };
}
