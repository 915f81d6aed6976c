import checkout from '../areas/checkout.ar.json';

/** The messages of the student's checkout, bookings and receipts in one language: downloaded with those screens only. */
export default checkout;
