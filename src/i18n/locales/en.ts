import shell from '../en.json';
import publicPages from '../areas/public-pages.en.json';
import publicForms from '../areas/public-forms.en.json';
import adminOperations from '../areas/admin-operations.en.json';
import adminCatalog from '../areas/admin-catalog.en.json';

/** Every message of one language: its own chunk, downloaded only when that language is shown. */
export default { ...shell, ...publicPages, ...publicForms, ...adminOperations, ...adminCatalog };
