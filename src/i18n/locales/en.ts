import shell from '../en.json';
import publicPages from '../areas/public-pages.en.json';
import publicForms from '../areas/public-forms.en.json';

/** The messages of every screen but the admin area's, in one language: one chunk, downloaded when that language is shown. */
export default { ...shell, ...publicPages, ...publicForms };
