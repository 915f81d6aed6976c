import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    created: 'Partner added successfully.',
    logoRequired: 'The logo must be sent as an image file.',
    logoNotImage: 'The logo must be a PNG, JPEG, GIF or WebP image.',
    logoTooLarge: 'The logo may not be larger than 2 MB.',
    nameRequired: 'Name is required.',
    accountRequired: 'Account number is required.',
    emailInvalid: 'The contact email must be a valid email address.',
    noStudents: 'No students or incorrect account number',
  },
  fr: {
    created: 'Partenaire ajouté avec succès.',
    logoRequired: 'Le logo doit être envoyé comme fichier image.',
    logoNotImage: 'Le logo doit être une image PNG, JPEG, GIF ou WebP.',
    logoTooLarge: 'Le logo ne peut pas dépasser 2 Mo.',
    nameRequired: 'Le nom est obligatoire.',
    accountRequired: 'Le numéro de compte est obligatoire.',
    emailInvalid: 'Le courriel de contact doit être une adresse valide.',
    noStudents: 'Aucun élève ou numéro de compte incorrect',
  },
  ar: {
    created: 'تمت إضافة الشريك بنجاح.',
    logoRequired: 'يجب إرسال الشعار كملف صورة.',
    logoNotImage: 'يجب أن يكون الشعار صورة بصيغة PNG أو JPEG أو GIF أو WebP.',
    logoTooLarge: 'يجب ألا يتجاوز حجم الشعار 2 ميغابايت.',
    nameRequired: 'الاسم مطلوب.',
    accountRequired: 'رقم الحساب مطلوب.',
    emailInvalid: 'يجب أن يكون بريد التواصل عنوانًا صالحًا.',
    noStudents: 'لا يوجد طلاب أو رقم الحساب غير صحيح',
  },
});
