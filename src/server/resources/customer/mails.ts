import { defineMessages, type Lang } from '../../http/i18n';
import type { OutgoingMail } from '../../mail/mailer';
import { resetPageUrl } from '../account/mails';
import { localePrefix } from '../bookings/links';

const m = defineMessages({
  en: {
    subject: 'Someone tried to sign up with your Drive Ontario email',
    text: 'Hello {name},\n\nSomeone just tried to create a Drive Ontario account with this email address, which already has an account. No account was created and nothing of yours changed.\n\nIf it was you, sign in on this page: {signIn}\nForgot your password? Reset it on this page: {reset}\n\nIf it was not you, you can ignore this email.\n\nDrive Ontario',
  },
  fr: {
    subject: 'Quelqu’un a tenté de s’inscrire avec votre courriel Drive Ontario',
    text: 'Bonjour {name},\n\nQuelqu’un vient de tenter de créer un compte Drive Ontario avec cette adresse courriel, qui a déjà un compte. Aucun compte n’a été créé et rien n’a changé dans le vôtre.\n\nSi c’était vous, connectez-vous sur cette page : {signIn}\nMot de passe oublié ? Réinitialisez-le sur cette page : {reset}\n\nSi ce n’était pas vous, ignorez ce courriel.\n\nDrive Ontario',
  },
  ar: {
    subject: 'حاول شخص ما التسجيل ببريدك الإلكتروني في Drive Ontario',
    text: 'مرحبًا {name}،\n\nحاول شخص ما للتو إنشاء حساب في Drive Ontario بعنوان البريد الإلكتروني هذا، وله حساب بالفعل. لم يُنشأ أي حساب ولم يتغير شيء في حسابك.\n\nإذا كنت أنت، فسجّل الدخول من هذه الصفحة: {signIn}\nنسيت كلمة المرور؟ أعد تعيينها من هذه الصفحة: {reset}\n\nإذا لم تكن أنت، يمكنك تجاهل هذه الرسالة.\n\nDrive Ontario',
  },
});

/** The site's sign-in page of students and instructors, in the mail's language. */
export const signInPageUrl = (origin: string, lang: Lang) => `${origin}${localePrefix(lang)}/login`;

/**
 * Tells the owner of an account that its email was used to sign up: the sign-up was answered as
 * any other (so it reveals no account), and this mail, which only the owner reads, says what to do.
 */
export function signUpTakenMail(lang: Lang, to: string, name: string, origin: string): OutgoingMail {
  const values = { name, signIn: signInPageUrl(origin, lang), reset: resetPageUrl(origin, to, lang) };
  return { to, subject: m(lang, 'subject'), text: m(lang, 'text', values) };
}
