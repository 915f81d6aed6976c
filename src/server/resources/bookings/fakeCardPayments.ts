import { PaymentProviderError, type CardPayments, type CheckoutRequest, type CheckoutSession } from '../../payments/provider';

/** A card provider for tests: sessions in memory, every call recorded, failures on demand. */
export function fakeCardPayments() {
  const sessions = new Map<string, CheckoutSession>();
  const created: CheckoutRequest[] = [];
  const refunds: { paymentIntentId: string; amountCents: number; idempotencyKey: string }[] = [];
  const state = { failing: false };
  const check = () => {
    if (state.failing) throw new PaymentProviderError('provider unavailable');
  };
  const session = (id: string) => {
    const found = sessions.get(id);
    if (!found) throw new PaymentProviderError(`no session ${id}`);
    return found;
  };
  const cards: CardPayments = {
    async createCheckoutSession(request) {
      check();
      created.push(request);
      const id = `cs_test_${created.length}_${request.bookingId}`;
      const made: CheckoutSession = {
        id,
        url: `https://checkout.example.com/${id}`,
        status: 'open',
        paid: false,
        paymentIntentId: null,
        amountTotalCents: request.lines.reduce((sum, line) => sum + line.amountCents, 0),
        bookingId: request.bookingId,
        expiresAt: request.expiresAt,
      };
      sessions.set(id, made);
      return made;
    },
    async retrieveCheckoutSession(id) {
      check();
      return session(id);
    },
    async expireCheckoutSession(id) {
      check();
      const found = session(id);
      if (found.status === 'open') found.status = 'expired';
      return found;
    },
    async refund(paymentIntentId, amountCents, idempotencyKey) {
      check();
      refunds.push({ paymentIntentId, amountCents, idempotencyKey });
      return { refundId: `re_${refunds.length}` };
    },
    verifyWebhook() {
      throw new Error('not used by these tests');
    },
  };
  /** The student pays on the provider's page. */
  const pay = (id: string) => Object.assign(session(id), { status: 'complete', paid: true, paymentIntentId: `pi_${id}` });
  return { cards, sessions, created, refunds, state, pay };
}
