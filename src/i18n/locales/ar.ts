import shell from '../ar.json';
import publicPages from '../areas/public-pages.ar.json';
import publicForms from '../areas/public-forms.ar.json';

/** The messages of every screen but the admin area's, in one language: one chunk, downloaded when that language is shown. */
export default { ...shell, ...publicPages, ...publicForms };
