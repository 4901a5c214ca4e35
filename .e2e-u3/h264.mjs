import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage(); await p.setContent('<p>x</p>');
console.log('h264', await p.evaluate(() => document.createElement('video').canPlayType('video/mp4; codecs="avc1.42E01E"')));
await b.close();
