import { langOf, type Lang } from './i18n';
import type { FastifyRequest } from 'fastify';

/*
 * How a payload field is named to people, so that "required" reads "Title is required." rather
 * than a bare "This field is required." once the SPA flattens field errors into one line.
 * A field not listed here is named by its key, underscores as spaces.
 */
const LABELS: Record<Lang, Record<string, string>> = {
  en: {
    title: 'Title', price: 'Price', original_price: 'Original price', category: 'Category', features: 'Features',
    name: 'Name', email: 'Email', phone: 'Phone', message: 'Message', slug: 'Slug', description: 'Description',
    content: 'Content', type: 'Type', text: 'Text', author: 'Author', date: 'Date', password: 'Password',
    code: 'Verification code', fName: 'First name', lName: 'Last name', phoneNumber: 'Phone number', city: 'City',
    gender: 'Gender', accountType: 'Account type', birthday: 'Birthday', status: 'Status', notes: 'Notes',
    logo: 'Logo', contact_email: 'Contact email', discount_code: 'Discount code', discount_amount: 'Discount amount',
    account_id: 'Account number', ids: 'Selection', services: 'Services', tokenName: 'Token name',
  },
  fr: {
    title: 'Le titre', price: 'Le prix', original_price: 'Le prix d’origine', category: 'La catégorie', features: 'Les caractéristiques',
    name: 'Le nom', email: 'Le courriel', phone: 'Le téléphone', message: 'Le message', slug: 'Le slug', description: 'La description',
    content: 'Le contenu', type: 'Le type', text: 'Le texte', author: 'L’auteur', date: 'La date', password: 'Le mot de passe',
    code: 'Le code de vérification', fName: 'Le prénom', lName: 'Le nom de famille', phoneNumber: 'Le numéro de téléphone', city: 'La ville',
    gender: 'Le genre', accountType: 'Le type de compte', birthday: 'La date de naissance', status: 'Le statut', notes: 'Les notes',
    logo: 'Le logo', contact_email: 'Le courriel de contact', discount_code: 'Le code de réduction', discount_amount: 'Le montant de la réduction',
    account_id: 'Le numéro de compte', ids: 'La sélection', services: 'Les services', tokenName: 'Le nom du jeton',
  },
  ar: {
    title: 'العنوان', price: 'السعر', original_price: 'السعر الأصلي', category: 'الفئة', features: 'المزايا',
    name: 'الاسم', email: 'البريد الإلكتروني', phone: 'الهاتف', message: 'الرسالة', slug: 'المعرّف', description: 'الوصف',
    content: 'المحتوى', type: 'النوع', text: 'النص', author: 'الكاتب', date: 'التاريخ', password: 'كلمة المرور',
    code: 'رمز التحقق', fName: 'الاسم الأول', lName: 'اسم العائلة', phoneNumber: 'رقم الهاتف', city: 'المدينة',
    gender: 'الجنس', accountType: 'نوع الحساب', birthday: 'تاريخ الميلاد', status: 'الحالة', notes: 'الملاحظات',
    logo: 'الشعار', contact_email: 'بريد التواصل', discount_code: 'رمز الخصم', discount_amount: 'قيمة الخصم',
    account_id: 'رقم الحساب', ids: 'التحديد', services: 'الخدمات', tokenName: 'اسم الرمز',
  },
};

/** The people-facing name of a field key such as `content.price` (its last segment). */
export function fieldLabel(who: FastifyRequest | Lang, field: string): string {
  const key = field.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? field;
  return LABELS[langOf(who)][key] ?? key.replace(/_/g, ' ');
}
