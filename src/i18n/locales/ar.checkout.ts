import checkout from '../areas/checkout.ar.json';
import passwordChange from '../areas/password-change.ar.json';
import roadTests from '../areas/road-tests.ar.json';

/** The messages of the student's checkout, bookings, receipts and account (with the password change every area has, and the road tests the office sees too) in one language: downloaded with those screens only. */
export default { ...checkout, ...passwordChange, ...roadTests };
