import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:47812';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 1366]) {
  for (const lang of ['', '/fr', '/ar']) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${base}${lang}/signup`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/shots/signup${lang.replace('/', '-') || '-en'}-${width}.png`, fullPage: true });
    // Sign in as the demo student, then look at the header on the home page.
    const res = await page.request.post(`${base}/api/api/login`, { data: { email: 'student@driveontario.ca', password: 'drive-student-demo' } });
    const body = await res.json();
    await page.evaluate(({ token, user }) => { localStorage.setItem('token', token); localStorage.setItem('customer_data', JSON.stringify({ id: user.id, firstName: user.f_name ?? user.fName, name: user.name, email: user.email })); }, { token: body.token, user: body.user });
    await page.goto(`${base}${lang}/`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/shots/home-signedin${lang.replace('/', '-') || '-en'}-${width}.png` });
    await ctx.close();
  }
}
await browser.close();
