import { format } from 'node:util';

/*
 * Run by the web and the server projects (jest.config.ts): an unexpected console.error (React's
 * act() warnings among them) fails the test that caused it, so a green run prints none. A test
 * that provokes one on purpose silences it first:
 * `jest.spyOn(console, 'error').mockImplementation(() => undefined)`.
 */

const logged: string[] = [];
const print = console.error.bind(console);
console.error = (...args: unknown[]) => {
  logged.push(format(...args));
  print(...args);
};

function failOnLogged(): void {
  if (logged.length === 0) return;
  const messages = logged.splice(0);
  throw new Error(`console.error was called (${messages.length}):\n${messages.map((message) => message.slice(0, 2_000)).join('\n---\n')}`);
}

afterEach(failOnLogged);
// What a test left running logged after its end.
afterAll(failOnLogged);
