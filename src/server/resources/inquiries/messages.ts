import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    nameRequired: 'Name is required',
    unknownService: 'The selected service does not exist.',
    statusRequired: 'A status is required to update the status.',
    received: 'Message sent successfully!',
    updated: 'Inquiry updated successfully.',
    deleted: 'Inquiry deleted successfully.',
    statusUpdated: 'Inquiry status updated.',
    bulkUpdated: '{count} inquiries updated.',
    bulkDeleted: '{count} inquiries deleted.',
  },
  fr: {
    nameRequired: 'Le nom est obligatoire',
    unknownService: 'Le service choisi n’existe pas.',
    statusRequired: 'Un statut est requis pour changer le statut.',
    received: 'Message envoyé avec succès !',
    updated: 'Demande mise à jour avec succès.',
    deleted: 'Demande supprimée avec succès.',
    statusUpdated: 'Statut de la demande mis à jour.',
    bulkUpdated: '{count} demandes mises à jour.',
    bulkDeleted: '{count} demandes supprimées.',
  },
  ar: {
    nameRequired: 'الاسم مطلوب',
    unknownService: 'الخدمة المختارة غير موجودة.',
    statusRequired: 'الحالة مطلوبة لتحديث الحالة.',
    received: 'تم إرسال الرسالة بنجاح!',
    updated: 'تم تحديث الاستفسار بنجاح.',
    deleted: 'تم حذف الاستفسار بنجاح.',
    statusUpdated: 'تم تحديث حالة الاستفسار.',
    bulkUpdated: 'تم تحديث {count} من الاستفسارات.',
    bulkDeleted: 'تم حذف {count} من الاستفسارات.',
  },
});
