import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    imageRequired: 'The image must be sent as an image file.',
    imageNotImage: 'The image must be a PNG, JPEG, GIF or WebP image.',
    imageTooLarge: 'The image may not be larger than 2 MB.',
  },
  fr: {
    imageRequired: 'L’image doit être envoyée comme fichier image.',
    imageNotImage: 'L’image doit être au format PNG, JPEG, GIF ou WebP.',
    imageTooLarge: 'L’image ne peut pas dépasser 2 Mo.',
  },
  ar: {
    imageRequired: 'يجب إرسال الصورة كملف صورة.',
    imageNotImage: 'يجب أن تكون الصورة بصيغة PNG أو JPEG أو GIF أو WebP.',
    imageTooLarge: 'يجب ألا يتجاوز حجم الصورة 2 ميغابايت.',
  },
});
