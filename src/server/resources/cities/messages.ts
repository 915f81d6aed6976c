import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    changedMeanwhile: 'This city was changed by someone else since you opened it. Reload it and apply your changes again.',
    nameRequired: 'The city name field is required',
    slugRequired: 'The slug field is required',
    slugTaken: 'The slug has already been taken.',
    emailInvalid: 'The email must be a valid email address.',
    created: 'City added successfully.',
    updated: 'City updated successfully.',
    deleted: 'City deleted successfully.',
  },
  fr: {
    changedMeanwhile: 'Cette ville a été modifiée par quelqu’un d’autre depuis que vous l’avez ouverte. Rechargez-la et refaites vos modifications.',
    nameRequired: 'Le nom de la ville est obligatoire',
    slugRequired: 'Le slug est obligatoire',
    slugTaken: 'Ce slug est déjà utilisé.',
    emailInvalid: 'Le courriel doit être une adresse valide.',
    created: 'Ville ajoutée avec succès.',
    updated: 'Ville mise à jour avec succès.',
    deleted: 'Ville supprimée avec succès.',
  },
  ar: {
    changedMeanwhile: 'عدّل شخص آخر هذه المدينة منذ أن فتحتها. أعد تحميلها ثم طبّق تعديلاتك من جديد.',
    nameRequired: 'حقل اسم المدينة مطلوب',
    slugRequired: 'حقل المعرّف (slug) مطلوب',
    slugTaken: 'المعرّف (slug) مستخدم بالفعل.',
    emailInvalid: 'يجب أن يكون البريد الإلكتروني عنوانًا صالحًا.',
    created: 'تمت إضافة المدينة بنجاح.',
    updated: 'تم تحديث المدينة بنجاح.',
    deleted: 'تم حذف المدينة بنجاح.',
  },
});
