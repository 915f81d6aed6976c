import checkout from '../areas/checkout.fr.json';

/** The messages of the student's checkout, bookings and receipts in one language: downloaded with those screens only. */
export default checkout;
