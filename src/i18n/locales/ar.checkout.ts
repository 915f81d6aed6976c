import checkout from '../areas/checkout.ar.json';
import passwordChange from '../areas/password-change.ar.json';

/** The messages of the student's checkout, bookings, receipts and account (with the password change every area has) in one language: downloaded with those screens only. */
export default { ...checkout, ...passwordChange };
