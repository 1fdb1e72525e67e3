// A shared page's preview from the answers in memory: no waiting for a recompute (index.html
// must not), no engine work (a round before the last is read once per data version).
import type { FastifyRequest } from 'fastify';
import { apiPaths } from '@clubelf/contract/paths';
import type { HuisstijlSnapshot } from '../../read-model/huisstijl/huisstijl-store';
import { pathOf } from '../../http/request-path';
import type { HeadAddition } from '../../http/web-static';
import type { SeasonAnswers } from '../../read-model/season-answers';
import {
  DEFAULT_DESCRIPTION,
  originOf,
  participantDescription,
  previewHead,
  roundDescription,
  sharedPageOf,
  SITE_NAME,
} from './link-preview';
import type { Preview } from './link-preview';
import { cardData, pictureVersion, roundPictureData } from './share-service';
import type { ComputedSnapshot } from '../../read-model/archive/season-sources';

export async function linkPreview(
  request: FastifyRequest,
  answers: SeasonAnswers,
  huisstijl: HuisstijlSnapshot,
): Promise<HeadAddition> {
  const { meta, input, result } = answers.ctx;
  const season: ComputedSnapshot = { version: `d${answers.dataVersion}`, meta, input, result };
  const path = pathOf(request.url);
  const origin = originOf(request.protocol, request.host);
  const absolute = (p: string) => (origin ? `${origin}${p}` : undefined);
  // The version in the image's URL: a chat app that keeps pictures by URL gets the new one.
  const version = pictureVersion(season, huisstijl.cssVersion);
  const image = (p: string, alt: string) => {
    const url = absolute(`${p}?v=${version}`);
    return url ? { url, alt } : undefined;
  };
  const siteName = `${SITE_NAME} · ${meta.clubName}`;
  const page = sharedPageOf(path);

  let preview: Preview | undefined;
  let documentTitle: string | undefined;
  try {
    if (page?.kind === 'deelnemer') {
      const data = cardData(season, page.id);
      const { name, teamName, position } = data.row;
      preview = {
        title: `${name} – ${teamName}`,
        description: participantDescription(data),
        image: image(apiPaths.deelnemerKaart(page.id), `${name}: ${position}e in de tussenstand`),
        siteName,
      };
      documentTitle = `${name} | ${SITE_NAME}`;
    } else if (page?.kind === 'ronde') {
      const data = roundPictureData(season, page.round);
      preview = {
        title: `Speelronde ${page.round}`,
        description: roundDescription(data),
        image: image(
          apiPaths.bulletinPng(page.round),
          `De top 10 van de tussenstand na speelronde ${page.round}`,
        ),
        siteName,
      };
      documentTitle = `Speelronde ${page.round} | ${SITE_NAME}`;
    }
  } catch {
    // An unknown participant or a round not played: the page as usual (the app shows its 404).
    preview = undefined;
  }
  preview ??= { title: SITE_NAME, description: DEFAULT_DESCRIPTION, siteName };
  preview.url = absolute(path);
  const head = previewHead(preview, documentTitle ?? SITE_NAME);
  // Other pages keep the site's own title and description.
  return documentTitle ? head : { html: head.html };
}
