import { expect, test, type Locator } from '@playwright/test';
import type { Huisstijl } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { deflateSync } from 'node:zlib';
import { messageOf, openSection, organiserApi, signInToDashboard } from './dashboard-helpers';
import { apiGet } from './support/api';

/** A small red PNG (16 x 16), written by hand so the spec needs no image library. */
function redPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const size = 16;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([200, 20, 30]))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const background = (locator: Locator) =>
  locator.evaluate((el) => getComputedStyle(el).backgroundColor);

test('the organiser sets the club colours and crest; every page header shows them', async ({
  page,
  request,
}) => {
  await signInToDashboard(page);
  await openSection(page, 'Inhoud');

  // An unreadable colour is refused with the reason next to the field.
  await page.getByLabel('Hoofdkleur').fill('#f5c400');
  await page.getByRole('button', { name: 'Kleuren opslaan' }).click();
  await expect(messageOf(page).filter({ hasText: 'Witte tekst op #f5c400' })).toBeVisible();

  await page.getByLabel('Hoofdkleur').fill('#a50021');
  await page.getByLabel('Tweede kleur').fill('#ffffff');
  await page.getByRole('button', { name: 'Kleuren opslaan' }).click();
  await expect(messageOf(page).filter({ hasText: 'De kleuren zijn opgeslagen' })).toBeVisible();

  await page.getByLabel('Nieuw clubwapen').setInputFiles({
    name: 'wapen.png',
    mimeType: 'image/png',
    buffer: redPng(),
  });
  await page.getByRole('button', { name: 'Wapen plaatsen' }).click();
  await expect(messageOf(page).filter({ hasText: 'Het clubwapen is geplaatst' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Het huidige clubwapen' })).toBeVisible();

  // A public page, loaded afresh: the colours and the crest are there from the first paint.
  await page.goto('/standen/tussenstand');
  const header = page.getByRole('banner');
  expect(await background(header)).toBe('rgb(165, 0, 33)');
  // The brand link's one decorative span is the crest.
  const brand = header.getByRole('link', { name: /^Superelf/ });
  const crest = brand.locator('span[aria-hidden="true"]');
  await expect(crest).toBeVisible();
  expect(await crest.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(
    /\/huisstijl\/wapen\/[0-9a-f]{16}-(128|256)\.(webp|png)/,
  );
  await expect(brand.locator('.icon--ball')).toBeHidden();
  const huisstijl = await apiGet<Huisstijl>(request, '/api/huisstijl');
  expect(huisstijl).toMatchObject({ primaryColour: '#a50021', secondaryColour: '#ffffff' });
  const image = await request.get(huisstijl.crest!.png256);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');

  // Back to the defaults, for the other dashboard specs: the crest removed in the form.
  await page.goto('/dashboard/inhoud');
  await page.getByRole('button', { name: 'Wapen verwijderen' }).click();
  await expect(messageOf(page).filter({ hasText: 'Het clubwapen is verwijderd' })).toBeVisible();
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /^Superelf/ })
      .locator('.icon--ball'),
  ).toBeVisible();
  const api = await organiserApi(request);
  await api.put(organiserPaths.huisstijlKleuren, {
    primaryColour: '#0b5d2a',
    secondaryColour: '#f5c400',
  });
});
