import adminLogin from '../areas/admin-login.ar.json';

/** The admin sign-in form's messages in one language: the form comes without the admin area's. */
export default adminLogin;
