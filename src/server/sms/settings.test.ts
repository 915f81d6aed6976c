import { parseTwilio } from '../config';

test('Twilio is on with an account, a token and a sender; a part alone stops the start', () => {
  expect(parseTwilio({})).toBeNull();
  expect(parseTwilio({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+16135550199' })).toEqual({
    accountSid: 'AC1',
    authToken: 't',
    from: '+16135550199',
  });
  expect(parseTwilio({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_MESSAGING_SERVICE_SID: 'MG1', TWILIO_API_URL: 'http://127.0.0.1:9' })).toEqual(
    {
      accountSid: 'AC1',
      authToken: 't',
      messagingServiceSid: 'MG1',
      apiUrl: 'http://127.0.0.1:9',
    },
  );
  expect(() => parseTwilio({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: '+16135550199' })).toThrow(/TWILIO_AUTH_TOKEN/);
  expect(() => parseTwilio({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' })).toThrow(/TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/);
  expect(() => parseTwilio({ TWILIO_API_URL: 'http://127.0.0.1:9' })).toThrow(/without/);
  expect(() => parseTwilio({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1', TWILIO_API_URL: 'ftp://x/y' })).toThrow(/origin/);
});
