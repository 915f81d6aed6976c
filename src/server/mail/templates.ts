import { defineMessages, type Lang } from '../http/i18n';
import type { OutgoingMail } from './mailer';

const m = defineMessages({
  en: {
    subject: 'Your Drive Ontario verification code',
    text: 'Hello {name},\n\nYour verification code is {code}. It expires in 15 minutes.\n\nIf you did not sign up, you can ignore this email.\n\nDrive Ontario',
  },
  fr: {
    subject: 'Votre code de vérification Drive Ontario',
    text: 'Bonjour {name},\n\nVotre code de vérification est {code}. Il expire dans 15 minutes.\n\nSi vous ne vous êtes pas inscrit, ignorez ce courriel.\n\nDrive Ontario',
  },
  ar: {
    subject: 'رمز التحقق الخاص بك من Drive Ontario',
    text: 'مرحبًا {name}،\n\nرمز التحقق الخاص بك هو {code}. تنتهي صلاحيته بعد 15 دقيقة.\n\nإذا لم تقم بالتسجيل، يمكنك تجاهل هذه الرسالة.\n\nDrive Ontario',
  },
});

export function verificationCodeMail(lang: Lang, to: string, name: string, code: string): OutgoingMail {
  return { to, subject: m(lang, 'subject'), text: m(lang, 'text', { name, code }), code };
}
