import { holdEarlyClicks, holdEarlyClicksForTheApp, takeEarlyClick } from './earlyClicks';

function page() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu"><span id="icon">☰</span></button>
      <div role="button" id="card">Card</div>
      <a href="#top" id="link">Top</a>
    </div>
    <button type="button" id="outside">Outside</button>`;
  return document.getElementById('root')!;
}
const byId = (id: string) => document.getElementById(id)!;

test('hands back the last button pressed inside the app, also through its icon', () => {
  const release = holdEarlyClicks(page());
  byId('card').click();
  byId('icon').click();
  expect(release()).toBe(byId('menu'));
});

test('links, clicks outside the app and clicks after the release are not kept', () => {
  const release = holdEarlyClicks(page());
  byId('link').click();
  byId('outside').click();
  expect(release()).toBeUndefined();
  byId('menu').click();
  expect(release()).toBeUndefined();
});

test('a button that left the page meanwhile is not pressed again', () => {
  const release = holdEarlyClicks(page());
  byId('menu').click();
  byId('menu').remove();
  expect(release()).toBeUndefined();
});

test('the clicks held since the boot script ran are the app’s to take, once', () => {
  holdEarlyClicksForTheApp(page());
  byId('menu').click();
  expect(takeEarlyClick()).toBe(byId('menu'));
  byId('card').click();
  expect(takeEarlyClick()).toBeUndefined();
});
