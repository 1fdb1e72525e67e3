// One body per speelronde with results (/api/speelrondes/{n}/bulletin): the round bulletin, a
// view like every other public answer, so a closed season serves it from its archive too.
import { bulletinSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { lazyAnswer } from '../../read-model/answer';
import type { LazyAnswer } from '../../read-model/answer';
import type { AnswerContext } from '../../read-model/answer-context';
import { bulletinEntries, bulletinInput, bulletinRounds } from './bulletin-input';
import { bulletinText } from './bulletin-text';

export function buildBulletinAnswers(ctx: AnswerContext): LazyAnswer[] {
  let entries: ReturnType<typeof bulletinEntries> | undefined;
  const lookup = () => (entries ??= bulletinEntries(ctx));
  return bulletinRounds(ctx.result).map((round) =>
    lazyAnswer(apiPaths.bulletin(round), bulletinSchema, () => {
      const input = bulletinInput(ctx, lookup(), round);
      return { round, voorlopig: input.state === 'bezig', text: bulletinText(input) };
    }),
  );
}
