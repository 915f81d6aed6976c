import { useState } from 'react';
import { useIntl } from 'react-intl';
import { imageUrl } from '../../../api';
import type { ImageUploadInput } from '../../../api/officeApi';
import { useSubmit } from '../../../components/forms/useSubmit';
import type { MessageId } from '../../../i18n/messages';
import { ImageFileField } from './ImageFileField';
import { imageFileProblem } from './imageFile';
import { useUploadImageFileMutation } from './imageUploadApi';

/** The preview square's side in px. */
const PREVIEW_PX = 96;

/**
 * Uploads an image as soon as it is chosen (checked as a partner logo is) and hands its stored
 * URL to the form, which saves it with the record (a city's photos, a review's avatar).
 */
export function UploadedImageField({
  purpose,
  label,
  disabled,
  onUploaded,
}: {
  purpose: ImageUploadInput['purpose'];
  label: string;
  disabled?: boolean;
  onUploaded: (url: string) => void;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [uploaded, setUploaded] = useState<{ url: string; name?: string } | null>(null);
  const [progress, setProgress] = useState(0);
  const [upload] = useUploadImageFileMutation();
  const sending = useSubmit(upload, {
    failureMessage: (error) => intl.formatMessage({ id: 'admin.imageUpload.failed' }, { error }),
    successMessage: t('admin.imageUpload.uploaded'),
    onSuccess: (answer, { imageUploadInput }) => {
      setUploaded({ url: answer.data.url, name: imageUploadInput.image instanceof File ? imageUploadInput.image.name : undefined });
      onUploaded(answer.data.url);
    },
  });

  const choose = (file: File) => {
    const wrong = imageFileProblem(file);
    sending.clear();
    if (wrong) {
      sending.setFieldErrors({ image: t(wrong === 'tooBig' ? 'admin.imageUpload.tooBig' : 'admin.imageUpload.notImage') });
      return;
    }
    setProgress(0);
    void sending.submit({ imageUploadInput: { image: file, purpose }, onProgress: setProgress });
  };

  return (
    <ImageFileField
      label={label}
      buttonLabel={t(uploaded ? 'admin.imageUpload.chooseAnother' : 'admin.imageUpload.choose')}
      hint={t('admin.imageUpload.hint')}
      error={sending.fieldErrors.image ?? sending.failure ?? undefined}
      disabled={disabled || sending.isSubmitting}
      preview={
        uploaded && (
          <img src={imageUrl(uploaded.url)} alt={t('admin.imageUpload.preview')} width={PREVIEW_PX} height={PREVIEW_PX} style={{ objectFit: 'cover' }} />
        )
      }
      empty={t('admin.imageUpload.none')}
      fileName={uploaded?.name}
      progress={
        sending.isSubmitting
          ? {
              percent: progress,
              label: t('admin.imageUpload.progress'),
              text: intl.formatMessage({ id: 'admin.imageUpload.uploading' }, { percent: progress }),
            }
          : undefined
      }
      size={PREVIEW_PX}
      onChoose={choose}
    />
  );
}
