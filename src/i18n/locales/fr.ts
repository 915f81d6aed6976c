import shell from '../fr.json';
import publicPages from '../areas/public-pages.fr.json';
import publicForms from '../areas/public-forms.fr.json';
import adminOperations from '../areas/admin-operations.fr.json';
import adminCatalog from '../areas/admin-catalog.fr.json';

/** Every message of one language: its own chunk, downloaded only when that language is shown. */
export default { ...shell, ...publicPages, ...publicForms, ...adminOperations, ...adminCatalog };
