import shell from '../ar.json';
import publicPages from '../areas/public-pages.ar.json';
import publicForms from '../areas/public-forms.ar.json';
import adminOperations from '../areas/admin-operations.ar.json';
import adminCatalog from '../areas/admin-catalog.ar.json';

/** Every message of one language: its own chunk, downloaded only when that language is shown. */
export default { ...shell, ...publicPages, ...publicForms, ...adminOperations, ...adminCatalog };
