import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useDeleteCityMutation, useListAdminCitiesQuery } from '../../../api/officeApi';
import { useDefaultCity } from '../../../components/cities/defaultCity';
import { CityForm } from './CityForm';
import { MissingTranslations } from '../shared/MissingTranslations';
import { ResourceManager } from '../shared/ResourceManager';
import { PhoneNumber } from '../../../components/phone/PhoneNumber';

/**
 * Cities listed on the public Cities page: adding, editing and deleting them. When the list cannot
 * be fetched the built-in head office is listed, read-only, as the public page shows it then.
 */
export function CitiesManagerPage() {
  const intl = useIntl();
  const headOffice = useDefaultCity();
  const list = useListAdminCitiesQuery(undefined, { refetchOnFocus: true });
  const [remove] = useDeleteCityMutation();
  return (
    <ResourceManager
      messages="admin.cities"
      list={list}
      remove={(city) => remove({ id: city.id })}
      nameOf={(city) => city.name}
      renderForm={(city, onDone) => <CityForm city={city} onDone={onDone} />}
      fixedItems={(failed) =>
        failed
          ? [
              <ListItemText
                key="head-office"
                primary={
                  <>
                    {headOffice.name} <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'admin.cities.defaultCity' })} />
                  </>
                }
                secondary={intl.formatMessage({ id: 'admin.cities.defaultCityNote' })}
              />,
            ]
          : []
      }
      renderItem={(city) => <ListItemText primary={<span dir="auto">{city.name}</span>} />}
      renderDetails={(city) => (
        <>
          <Typography variant="body2" color="text.secondary" dir="ltr">
            {[city.slug, city.email].filter(Boolean).join(' · ')}
            {city.phone && (
              <>
                {' · '}
                <PhoneNumber value={city.phone} />
              </>
            )}
          </Typography>
          <MissingTranslations translations={city.translations} english={{ name: city.name, description: city.description, details: city.details }} />
        </>
      )}
    />
  );
}
