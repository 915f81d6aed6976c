import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    changedMeanwhile: 'This item was changed by someone else since you opened it. Reload it and apply your changes again.',
    titleRequired: 'Title is required',
    priceRequired: 'Price is required',
    reviewFieldsRequired: 'Text, author and date are required for a review',
    created: 'Content created successfully.',
    updated: 'Content updated successfully.',
    deleted: 'Content deleted successfully.',
  },
  fr: {
    changedMeanwhile: 'Cet élément a été modifié par quelqu’un d’autre depuis que vous l’avez ouvert. Rechargez-le et refaites vos modifications.',
    titleRequired: 'Le titre est obligatoire',
    priceRequired: 'Le prix est obligatoire',
    reviewFieldsRequired: 'Le texte, l’auteur et la date sont obligatoires pour un avis',
    created: 'Contenu créé avec succès.',
    updated: 'Contenu mis à jour avec succès.',
    deleted: 'Contenu supprimé avec succès.',
  },
  ar: {
    changedMeanwhile: 'عدّل شخص آخر هذا العنصر منذ أن فتحته. أعد تحميله ثم طبّق تعديلاتك من جديد.',
    titleRequired: 'العنوان مطلوب',
    priceRequired: 'السعر مطلوب',
    reviewFieldsRequired: 'النص والكاتب والتاريخ مطلوبة للتقييم',
    created: 'تم إنشاء المحتوى بنجاح.',
    updated: 'تم تحديث المحتوى بنجاح.',
    deleted: 'تم حذف المحتوى بنجاح.',
  },
});
