import { createIntl, createIntlCache } from '@formatjs/intl';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/*
 * Server messages meant for people, in the request's language (Accept-Language: en, fr, ar;
 * English otherwise). Each resource may define its own table with `defineMessages`; the shared
 * ones (errors, validation) live here. Messages are ICU MessageFormat, as the web's catalogs, and
 * formatted by formatjs: `{seconds, plural, one {# second} other {# seconds}}` takes each
 * language's plural rules (Arabic has six forms).
 */

const LANGS = ['en', 'fr', 'ar'] as const;
export type Lang = (typeof LANGS)[number];

type Params = Record<string, string | number>;
export type MessageTable<K extends string> = Record<Lang, Record<K, string>>;
export type Translate<K extends string> = (who: FastifyRequest | Lang, key: K, params?: Params) => string;

/** The best supported language of an Accept-Language header (q-values honoured; `fr-CA` is `fr`). */
export function parseAcceptLanguage(header: string | undefined): Lang {
  if (!header) return 'en';
  return (new Negotiator({ headers: { 'accept-language': header } }).language([...LANGS]) as Lang | undefined) ?? 'en';
}

export function langOf(who: FastifyRequest | Lang): Lang {
  if (typeof who === 'string') return who;
  const header = who.headers['accept-language'];
  return parseAcceptLanguage(Array.isArray(header) ? header[0] : header);
}

// One formatter per language; each message is parsed once and kept (formatjs's cache).
const cache = createIntlCache();
const intls = Object.fromEntries(LANGS.map((lang) => [lang, createIntl({ locale: lang, defaultLocale: 'en' }, cache)])) as Record<
  Lang,
  ReturnType<typeof createIntl>
>;

/** An ICU message in a language. Tags are text: mails are written as text, and `<` is no markup here. */
export function formatMessage(lang: Lang, message: string, params?: Params): string {
  return String(intls[lang].formatters.getMessageFormat(message, lang, undefined, { ignoreTag: true }).format(params));
}

const tables: MessageTable<string>[] = [];

/** Every message table defined so far, so that checks can go over all of the server's wording. */
export const definedMessageTables = (): readonly MessageTable<string>[] => tables;

/** A typed translator over one message table; a missing translation falls back to English. */
export function defineMessages<K extends string>(table: MessageTable<K>): Translate<K> {
  tables.push(table);
  return (who, key, params) => {
    const asked = langOf(who);
    const lang = table[asked][key] === undefined ? 'en' : asked;
    return formatMessage(lang, table[lang][key], params);
  };
}

export const t = defineMessages({
  en: {
    'error.validation': 'The given data was invalid.',
    'error.unauthenticated': 'Unauthenticated.',
    'error.forbidden': 'This action is unauthorized.',
    'error.adminOnly': 'Only administrators may do this.',
    'error.notFound': 'Not found.',
    'error.routeNotFound': 'No such route: {method} {url}.',
    'error.methodNotAllowed': '{method} is not allowed on {url}.',
    'error.notAcceptable': 'This page is available as HTML only.',
    'error.malformed': 'The request body could not be parsed.',
    'error.unsupportedMediaType': 'Unsupported content type: {type}.',
    'error.tooLarge': 'The request body is too large.',
    'error.fileTooLarge': 'The uploaded file is too large (at most {max} MB).',
    'error.tooManyRequests': 'Too many attempts. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
    'error.server': 'Something went wrong on our side. Please try again.',
    'error.unavailable': 'The service is temporarily unavailable. Please try again shortly.',
    'error.hashingBusy': 'Too many sign-ins are being checked right now. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
    'error.storageUnavailable': 'The server cannot save anything right now (its storage is full or read-only). Nothing was saved; please try again later.',
    'error.notImplemented': 'This operation is not available yet.',
    'validation.required': '{field} is required.',
    'validation.type': 'Must be of type {type}.',
    'validation.type.integer': 'Must be a whole number.',
    'validation.type.number': 'Must be a number.',
    'validation.type.boolean': 'Must be true or false.',
    'validation.format': 'Must be a valid {format}.',
    'validation.email': 'Must be a valid email address.',
    'validation.minLength': 'Must be at least {limit, plural, one {# character} other {# characters}}.',
    'validation.maxLength': 'May not be longer than {limit, plural, one {# character} other {# characters}}.',
    'validation.minimum': 'Must be at least {limit}.',
    'validation.maximum': 'May not be greater than {limit}.',
    'validation.enum': 'Must be one of: {values}.',
    'validation.pattern': 'Has an invalid format.',
    'validation.minItems': 'Must have at least {limit, plural, one {# item} other {# items}}.',
    'validation.maxItems': 'May not have more than {limit, plural, one {# item} other {# items}}.',
    'validation.notAllowed': 'This field is not allowed.',
    'validation.invalid': 'Is invalid.',
    'validation.forbiddenCharacter': 'Contains a character that is not allowed.',
    'validation.bidiControl': 'Contains invisible text-direction control characters, which are not allowed.',
    'validation.finite': 'Must be a finite number.',
    'validation.url': 'Must be a link starting with http:// or https://, or a path on this site starting with /.',
    'error.tooDeep': 'The request body is nested too deeply (at most {max, plural, one {# level} other {# levels}}).',
  },
  fr: {
    'error.validation': 'Les données fournies sont invalides.',
    'error.unauthenticated': 'Non authentifié.',
    'error.forbidden': 'Cette action n’est pas autorisée.',
    'error.adminOnly': 'Seuls les administrateurs peuvent faire cela.',
    'error.notFound': 'Introuvable.',
    'error.routeNotFound': 'Route inexistante : {method} {url}.',
    'error.methodNotAllowed': 'La méthode {method} n’est pas permise sur {url}.',
    'error.notAcceptable': 'Cette page n’existe qu’en HTML.',
    'error.malformed': 'Le corps de la requête est illisible.',
    'error.unsupportedMediaType': 'Type de contenu non pris en charge : {type}.',
    'error.tooLarge': 'Le corps de la requête est trop volumineux.',
    'error.fileTooLarge': 'Le fichier envoyé est trop volumineux ({max} Mo au plus).',
    'error.tooManyRequests': 'Trop de tentatives. Réessayez dans {seconds, plural, one {# seconde} other {# secondes}}.',
    'error.server': 'Une erreur est survenue de notre côté. Veuillez réessayer.',
    'error.unavailable': 'Le service est momentanément indisponible. Réessayez dans un instant.',
    'error.hashingBusy': 'Trop de connexions sont en cours de vérification. Réessayez dans {seconds, plural, one {# seconde} other {# secondes}}.',
    'error.storageUnavailable':
      'Le serveur ne peut rien enregistrer pour le moment (son stockage est plein ou en lecture seule). Rien n’a été enregistré ; réessayez plus tard.',
    'error.notImplemented': 'Cette opération n’est pas encore disponible.',
    'validation.required': '{field} est obligatoire.',
    'validation.type': 'Doit être de type {type}.',
    'validation.type.integer': 'Doit être un nombre entier.',
    'validation.type.number': 'Doit être un nombre.',
    'validation.type.boolean': 'Doit être vrai ou faux.',
    'validation.format': 'Doit être un {format} valide.',
    'validation.email': 'Doit être une adresse courriel valide.',
    'validation.minLength': 'Doit contenir au moins {limit, plural, one {# caractère} other {# caractères}}.',
    'validation.maxLength': 'Ne peut pas dépasser {limit, plural, one {# caractère} other {# caractères}}.',
    'validation.minimum': 'Doit être au moins {limit}.',
    'validation.maximum': 'Ne peut pas dépasser {limit}.',
    'validation.enum': 'Doit être l’une des valeurs : {values}.',
    'validation.pattern': 'Le format est invalide.',
    'validation.minItems': 'Doit contenir au moins {limit, plural, one {# élément} other {# éléments}}.',
    'validation.maxItems': 'Ne peut pas contenir plus de {limit, plural, one {# élément} other {# éléments}}.',
    'validation.notAllowed': 'Ce champ n’est pas permis.',
    'validation.invalid': 'Est invalide.',
    'validation.forbiddenCharacter': 'Contient un caractère non permis.',
    'validation.bidiControl': 'Contient des caractères invisibles de contrôle de la direction du texte, qui ne sont pas permis.',
    'validation.finite': 'Doit être un nombre fini.',
    'validation.url': 'Doit être un lien commençant par http:// ou https://, ou un chemin de ce site commençant par /.',
    'error.tooDeep': 'Le corps de la requête est trop imbriqué ({max, plural, one {# niveau} other {# niveaux}} au plus).',
  },
  ar: {
    'error.validation': 'البيانات المقدمة غير صالحة.',
    'error.unauthenticated': 'غير مصادق عليه.',
    'error.forbidden': 'هذا الإجراء غير مصرح به.',
    'error.adminOnly': 'هذا الإجراء مخصص للمسؤولين فقط.',
    'error.notFound': 'غير موجود.',
    'error.routeNotFound': 'المسار غير موجود: {method} {url}.',
    'error.methodNotAllowed': 'الطريقة {method} غير مسموح بها على {url}.',
    'error.notAcceptable': 'هذه الصفحة متاحة بصيغة HTML فقط.',
    'error.malformed': 'تعذرت قراءة محتوى الطلب.',
    'error.unsupportedMediaType': 'نوع المحتوى غير مدعوم: {type}.',
    'error.tooLarge': 'محتوى الطلب كبير جدًا.',
    'error.fileTooLarge': 'الملف المرفوع كبير جدًا (الحد الأقصى {max} ميغابايت).',
    'error.tooManyRequests': 'محاولات كثيرة جدًا. حاول مرة أخرى بعد {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} other {# ثانية}}.',
    'error.server': 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
    'error.unavailable': 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.',
    'error.hashingBusy':
      'يجري التحقق من عدد كبير جدًا من عمليات تسجيل الدخول الآن. يرجى المحاولة مرة أخرى بعد {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} other {# ثانية}}.',
    'error.storageUnavailable': 'لا يستطيع الخادم حفظ أي شيء حاليًا (مساحة التخزين ممتلئة أو للقراءة فقط). لم يُحفظ شيء؛ يرجى المحاولة لاحقًا.',
    'error.notImplemented': 'هذه العملية غير متاحة بعد.',
    'validation.required': '{field} مطلوب.',
    'validation.type': 'يجب أن يكون من النوع {type}.',
    'validation.type.integer': 'يجب أن يكون عددًا صحيحًا.',
    'validation.type.number': 'يجب أن يكون رقمًا.',
    'validation.type.boolean': 'يجب أن تكون القيمة صحيحة أو خاطئة.',
    'validation.format': 'يجب أن يكون {format} صالحًا.',
    'validation.email': 'يجب أن يكون بريدًا إلكترونيًا صالحًا.',
    'validation.minLength': 'يجب ألا يقل عن {limit, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
    'validation.maxLength': 'يجب ألا يزيد عن {limit, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
    'validation.minimum': 'يجب ألا يقل عن {limit}.',
    'validation.maximum': 'يجب ألا يزيد عن {limit}.',
    'validation.enum': 'يجب أن يكون إحدى القيم: {values}.',
    'validation.pattern': 'الصيغة غير صالحة.',
    'validation.minItems':
      'يجب أن يحتوي على {limit, plural, zero {# عنصر} one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}} على الأقل.',
    'validation.maxItems': 'يجب ألا يحتوي على أكثر من {limit, plural, zero {# عنصر} one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}}.',
    'validation.notAllowed': 'هذا الحقل غير مسموح به.',
    'validation.invalid': 'القيمة غير صالحة.',
    'validation.forbiddenCharacter': 'يحتوي على حرف غير مسموح به.',
    'validation.bidiControl': 'يحتوي على محارف غير مرئية للتحكم في اتجاه النص، وهي غير مسموح بها.',
    'validation.finite': 'يجب أن يكون عددًا منتهيًا.',
    'validation.url': 'يجب أن يكون رابطًا يبدأ بـ http:// أو https://، أو مسارًا في هذا الموقع يبدأ بـ /.',
    'error.tooDeep':
      'محتوى الطلب متداخل أكثر من اللازم (الحد الأقصى {max, plural, zero {# مستوى} one {مستوى واحد} two {مستويان} few {# مستويات} many {# مستوى} other {# مستوى}}).',
  },
});
