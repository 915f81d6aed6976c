import Box from '@mui/material/Box';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { imageUrl } from '../../../api';
import { useDeletePartnerMutation, useListAdminPartnersQuery } from '../../../api/officeApi';
import { SafeImage } from '../../../components/media/SafeImage';
import { PartnerForm } from './PartnerForm';
import { MissingTranslations } from '../shared/MissingTranslations';
import { ResourceManager } from '../shared/ResourceManager';

/** Partners: adding, editing and deleting the organisations listed on /partner, whose account number lets them see their students. */
export function PartnersManagerPage() {
  const list = useListAdminPartnersQuery(undefined, { refetchOnFocus: true });
  const [remove] = useDeletePartnerMutation();
  return (
    <ResourceManager
      messages="admin.partners"
      list={list}
      remove={(partner) => remove({ id: partner.id })}
      nameOf={(partner) => partner.name}
      renderForm={(partner, onDone) => <PartnerForm partner={partner} onDone={onDone} />}
      renderItem={(partner) => (
        <>
          <ListItemAvatar sx={{ minWidth: 64 }}>
            <SafeImage src={imageUrl(partner.logo)} alt="" width={48} height={48} loading="lazy" style={{ objectFit: 'contain', display: 'block' }} />
          </ListItemAvatar>
          <ListItemText primary={<span dir="auto">{partner.name}</span>} />
        </>
      )}
      renderDetails={(partner) => (
        // Under the name, past the logo.
        <Box sx={{ pl: 8 }}>
          {partner.description && (
            <Typography variant="body2" color="text.secondary" dir="auto">
              {partner.description}
            </Typography>
          )}
          <MissingTranslations translations={partner.translations} english={{ description: partner.description }} />
        </Box>
      )}
    />
  );
}
